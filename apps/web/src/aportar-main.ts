import './styles/tokens.css';
import './styles/base.css';
import './styles/public.css';
import './styles/checkout.css';
import './styles/in-app-step.css';
import './styles/event-donate.css';

/**
 * The script of an event's donation page (aportar.html). The page works without it; it only
 * chooses 'Otro' when the other amount is typed in, moves focus there when 'Otro' is chosen, and
 * keeps a second tap on the submit button from opening a second checkout.
 */
const form = document.querySelector<HTMLFormElement>('.gorra-form');
const other = document.querySelector<HTMLInputElement>('#gorra-other');
const otherChip = document.querySelector<HTMLInputElement>('.gorra-chip input[value="otro"]');

if (form && other && otherChip) {
  other.addEventListener('input', () => {
    otherChip.checked = true;
  });
  otherChip.addEventListener('change', () => {
    if (otherChip.checked) requestAnimationFrame(() => other.focus());
  });
  form.addEventListener('submit', () => {
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (submit) submit.disabled = true;
  });
}
