import {
  FAN_BLOCK_MESSAGES as B,
  SUBSCRIBER_MESSAGES as M,
  SUBSCRIBER_PATHS,
} from '@enlaza/shared/subscribers';
import { escapeHtml as e } from '../../integrations/simulator-html';

/**
 * The fan's pages (issue 24): plain HTML, no script, so they work from any mail app's browser and
 * with JavaScript off. Colours pass WCAG AA; the layout holds at 360 px.
 */
const STYLE = `
  :root { color-scheme: light; font-family: Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f3f4f6; color: #1f2937; }
  main { max-width: 32rem; margin: 0 auto; padding: 1.25rem; }
  .card { background: #fff; border-radius: 0.75rem; padding: 1.25rem; box-shadow: 0 1px 4px rgb(0 0 0 / 0.12); }
  h1 { font-size: 1.4rem; margin: 0 0 0.75rem; }
  p { line-height: 1.5; }
  .field { display: grid; gap: 0.3rem; margin: 0 0 1rem; }
  label { font-weight: 600; }
  .consent { display: flex; gap: 0.6rem; align-items: flex-start; font-weight: 400; }
  .consent input { margin-top: 0.25rem; width: 1.1rem; height: 1.1rem; flex: none; }
  input[type=email] { font: inherit; padding: 0.7rem; border: 1px solid #6b7280; border-radius: 0.5rem; min-width: 0; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  .error { color: #b91c1c; font-weight: 600; margin: 0; }
  .alert { background: #fef2f2; border: 1px solid #b91c1c; color: #991b1b; padding: 0.75rem; border-radius: 0.5rem; }
  button { font: inherit; font-weight: 700; width: 100%; padding: 0.85rem; border: 0; border-radius: 0.5rem;
    background: #4338ca; color: #fff; cursor: pointer; }
  a { color: #1d4ed8; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${e(title)} · Enlazá</title>
<style>${STYLE}</style>
</head>
<body>
<main id="contenido">
<div class="card">
${body}
</div>
</main>
</body>
</html>`;
}

export interface PageCreator {
  full_name: string;
  username: string;
}

const backLink = (creator: PageCreator) =>
  `<p><a href="/u/${encodeURIComponent(creator.username)}">${e(M.backToPage(creator.full_name))}</a></p>`;

export interface FanFormView {
  creator: PageCreator;
  email: string;
  consent: boolean;
  errors: Partial<Record<'email' | 'consent', string>>;
  formError: string | null;
}

/** The sign-up form on its own page: what a failed no-JavaScript post answers (with what was typed). */
export function fanFormPage(view: FanFormView): string {
  const { creator, errors } = view;
  const described = (name: 'email' | 'consent') =>
    errors[name] ? ` aria-describedby="fan-${name}-error" aria-invalid="true"` : '';
  const error = (name: 'email' | 'consent') =>
    errors[name] ? `<p class="error" id="fan-${name}-error">${e(errors[name])}</p>` : '';
  return page(
    B.blockTitle(creator.full_name),
    `<h1>${e(B.blockTitle(creator.full_name))}</h1>
<p>${e(B.blockText)}</p>
${view.formError ? `<p class="alert" role="alert">${e(view.formError)}</p>` : ''}
<form method="post" action="${e(SUBSCRIBER_PATHS.form(creator.username))}" novalidate>
<div class="field">
<label for="fan-email">${e(B.emailLabel)}</label>
<input id="fan-email" name="email" type="email" autocomplete="email" required value="${e(view.email)}"${described('email')}>
${error('email')}
</div>
<div class="field">
<label class="consent"><input type="checkbox" name="consent" value="on"${view.consent ? ' checked' : ''}${described('consent')}> <span>${e(B.consentLabel(creator.full_name))}</span></label>
${error('consent')}
</div>
<button type="submit">${e(B.submit)}</button>
</form>
${backLink(creator)}`,
  );
}

export function fanSentPage(creator: PageCreator): string {
  return page(
    M.sentTitle,
    `<h1>${e(M.sentTitle)}</h1>
<p role="status">${e(M.sentBody(creator.full_name))}</p>
${backLink(creator)}`,
  );
}

/** A page with one button that posts the link's token back (opening the link changes nothing). */
function tokenForm(action: string, token: string, label: string): string {
  return `<form method="post" action="${e(action)}">
<input type="hidden" name="token" value="${e(token)}">
<button type="submit">${e(label)}</button>
</form>`;
}

export function confirmPage(creator: PageCreator, token: string): string {
  return page(
    M.confirmTitle,
    `<h1>${e(M.confirmTitle)}</h1>
<p>${e(M.confirmBody(creator.full_name))}</p>
${tokenForm(SUBSCRIBER_PATHS.confirm, token, M.confirmButton)}`,
  );
}

export function confirmedPage(creator: PageCreator): string {
  return page(
    M.confirmedTitle,
    `<h1>${e(M.confirmedTitle)}</h1>
<p role="status">${e(M.confirmedBody(creator.full_name))}</p>
${backLink(creator)}`,
  );
}

export function unsubscribePage(creator: PageCreator, token: string): string {
  return page(
    M.unsubscribeTitle,
    `<h1>${e(M.unsubscribeTitle)}</h1>
<p>${e(M.unsubscribeBody(creator.full_name))}</p>
${tokenForm(SUBSCRIBER_PATHS.unsubscribe, token, M.unsubscribeButton)}`,
  );
}

export function unsubscribedPage(creator: PageCreator | null): string {
  return page(
    M.unsubscribedTitle,
    `<h1>${e(M.unsubscribedTitle)}</h1>
<p role="status">${e(creator ? M.unsubscribedBody(creator.full_name) : M.unsubscribedGone)}</p>
${creator ? backLink(creator) : ''}`,
  );
}

export function invalidLinkPage(): string {
  return page(M.invalidTitle, `<h1>${e(M.invalidTitle)}</h1>\n<p>${e(M.invalidBody)}</p>`);
}

/** The block is off, the page does not exist, or it is suspended: just the message. */
export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${e(title)}</h1>\n<p>${e(message)}</p>`);
}
