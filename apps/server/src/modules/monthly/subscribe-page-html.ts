import { formatARS } from '@enlaza/shared/money';
import {
  MONTHLY_MESSAGES as M,
  MONTHLY_PAGE_MESSAGES as P,
  type SubscriptionStatus,
} from '@enlaza/shared/monthly';
import { escapeHtml as e } from '../../integrations/simulator-html';

const STYLE = `
  :root { color-scheme: light; font-family: Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f3f4f6; color: #1f2937; }
  main { max-width: 32rem; margin: 0 auto; padding: 1.25rem; }
  .card { background: #fff; border-radius: 0.75rem; padding: 1.25rem; box-shadow: 0 1px 4px rgb(0 0 0 / 0.12); }
  h1 { font-size: 1.4rem; margin: 0 0 0.5rem; } h2 { font-size: 1.15rem; margin: 0 0 0.25rem; }
  .amount { font-size: 1.6rem; font-weight: 700; margin: 0.25rem 0 0.75rem; }
  .field { display: grid; gap: 0.3rem; margin: 0 0 1rem; }
  label { font-weight: 600; }
  input, textarea { font: inherit; padding: 0.7rem; border: 1px solid #6b7280; border-radius: 0.5rem; }
  input:focus-visible, textarea:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  .hint { color: #4b5563; font-size: 0.9rem; margin: 0; }
  .error { color: #b91c1c; font-weight: 600; margin: 0; }
  .alert { background: #fef2f2; border: 1px solid #b91c1c; color: #991b1b; padding: 0.75rem; border-radius: 0.5rem; }
  button { font: inherit; font-weight: 700; width: 100%; padding: 0.85rem; border: 0; border-radius: 0.5rem;
    background: #4338ca; color: #fff; cursor: pointer; }
  a { color: #1d4ed8; } footer { margin: 1.5rem 0; font-size: 0.9rem; text-align: center; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
<footer><a href="/baja">${e(P.cancelLinkText)}</a></footer>
</main>
</body>
</html>`;
}

export interface SubscribeFormView {
  creator: { full_name: string; username: string };
  tier: { name: string; amount: number; description: string };
  action: string;
  values: { supporter_name: string; email: string; message: string };
  errors: Record<string, string>;
  formError: string | null;
}

function field(
  view: SubscribeFormView,
  name: 'supporter_name' | 'email' | 'message',
  label: string,
  hint: string | null,
  control: 'input' | 'email' | 'textarea',
): string {
  const error = view.errors[name];
  const described = [hint ? `${name}-hint` : null, error ? `${name}-error` : null].filter(Boolean).join(' ');
  const attrs = `id="${name}" name="${name}"${described ? ` aria-describedby="${described}"` : ''}${
    error ? ' aria-invalid="true"' : ''
  }${name === 'email' ? ' required autocomplete="email"' : ''}${name === 'supporter_name' ? ' autocomplete="name"' : ''}`;
  const value = view.values[name];
  const input =
    control === 'textarea'
      ? `<textarea ${attrs} rows="3">${e(value)}</textarea>`
      : `<input ${attrs} type="${control === 'email' ? 'email' : 'text'}" value="${e(value)}">`;
  return `<div class="field">
<label for="${name}">${e(label)}</label>
${input}
${hint ? `<p class="hint" id="${name}-hint">${e(hint)}</p>` : ''}
${error ? `<p class="error" id="${name}-error">${e(error)}</p>` : ''}
</div>`;
}

/** /u/{username}/mensual/{tierId}: the tier and the form, working without JavaScript. */
export function subscribePage(view: SubscribeFormView): string {
  const amount = `${formatARS(view.tier.amount)} ${M.perMonth}`;
  const alert = view.formError ? `<p class="alert" role="alert">${e(view.formError)}</p>` : '';
  return page(
    P.subscribeTitle(view.creator.full_name),
    `<div class="card">
<h1>${e(P.subscribeTitle(view.creator.full_name))}</h1>
<h2>${e(view.tier.name)}</h2>
<p class="amount">${e(amount)}</p>
${view.tier.description ? `<p>${e(view.tier.description)}</p>` : ''}
<p class="hint">${e(P.subscribeIntro)}</p>
${alert}
<form method="post" action="${e(view.action)}" novalidate>
${field(view, 'supporter_name', M.supporterNameLabel, M.supporterNameHint, 'input')}
${field(view, 'email', M.emailLabel, M.emailHint, 'email')}
${field(view, 'message', M.messageLabel, null, 'textarea')}
<button type="submit">${e(M.subscribe)}</button>
</form>
<p class="hint">${e(M.noCommission)}</p>
</div>
<p><a href="/u/${e(encodeURIComponent(view.creator.username))}">${e(P.back(view.creator.full_name))}</a></p>`,
  );
}

/** A short page with one message (a missing tier, a refusal). */
export function messagePage(
  title: string,
  message: string,
  back?: { full_name: string; username: string },
): string {
  const link = back
    ? `<p><a href="/u/${e(encodeURIComponent(back.username))}">${e(P.back(back.full_name))}</a></p>`
    : '';
  return page(title, `<div class="card"><h1>${e(title)}</h1><p>${e(message)}</p></div>${link}`);
}

/** /u/{username}/mensual/gracias: the status the provider reports, in Spanish. */
export function thanksPage(
  creator: { full_name: string; username: string },
  found: { status: SubscriptionStatus; tierName: string; amount: number } | null,
): string {
  if (!found) return messagePage(P.thanksTitle, P.thanksMissing, creator);
  const amount = `${formatARS(found.amount)} ${M.perMonth}`;
  return page(
    P.thanksTitle,
    `<div class="card">
<h1>${e(P.thanksTitle)}</h1>
<p role="status"><strong>${e(P.status[found.status])}</strong></p>
<p>${e(found.tierName)}: ${e(amount)}</p>
<p class="hint">${e(P.cancelHint)} <a href="/baja">/baja</a>.</p>
</div>
<p><a href="/u/${e(encodeURIComponent(creator.username))}">${e(P.back(creator.full_name))}</a></p>`,
  );
}
