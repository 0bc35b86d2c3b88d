import type { DonationFormProps } from '../components/donation-form';

type DialogModule = typeof import('./open-donation-dialog');
let dialogModule: Promise<DialogModule> | undefined;
const loadDialog = () => {
  dialogModule ??= import('./open-donation-dialog');
  return dialogModule;
};

/**
 * The goal card's 'Aportar' (DonateButton's markup): without JavaScript a link to the server-rendered
 * form; here it becomes the button that opens the donation dialog. The dialog's code (React and the
 * form) starts loading as soon as the visitor reaches for the button, not with the page.
 */
export function activateDonateButton(
  root: ParentNode,
  props: DonationFormProps,
  onOpen: () => void = () => {},
): void {
  const link = root.querySelector<HTMLAnchorElement>('a.dn-open');
  if (!link) return;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = link.className;
  button.setAttribute('aria-haspopup', 'dialog');
  button.append(...link.childNodes);
  link.replaceWith(button);
  for (const intent of ['pointerenter', 'touchstart', 'focus'] as const) {
    button.addEventListener(intent, () => void loadDialog(), { once: true, passive: true });
  }
  let open = false;
  button.addEventListener('click', async () => {
    if (open) return;
    open = true;
    onOpen();
    button.setAttribute('aria-busy', 'true');
    try {
      (await loadDialog()).openDonationDialog(props, () => {
        open = false;
      });
      button.removeAttribute('aria-busy');
    } catch {
      // The dialog's code did not arrive (offline, a new deployment): the server's form still works.
      open = false;
      dialogModule = undefined;
      window.location.assign(link.href);
    }
  });
}
