import { VERIFICATION_MESSAGES as T } from '@enlaza/shared/auth';

/** Indigo 600: white text on it passes 4.5:1 (the theme's indigo 500 does not quite). */
const LINK_BACKGROUND = '#4f46e5';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page a verification link opens: the result in Spanish, plain HTML that needs no script (the
 * mail app's browser may have none), and the way to the dashboard.
 */
export function verifyEmailPage(verified: boolean): string {
  const title = verified ? T.verifiedTitle : T.invalidTitle;
  const body = verified ? T.verifiedBody : T.invalidBody;
  return `<!doctype html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(T.pageTitle)} · Enlazá</title>
<style>
body{margin:0;font-family:Inter,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;background:#f3f4f6;color:#1f2937}
main{max-width:32rem;margin:3rem auto;padding:2rem 1.5rem;background:#fff;border-radius:12px}
h1{font-size:1.5rem;margin:0 0 1rem}
p{line-height:1.5}
a{display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;border-radius:8px;background:${LINK_BACKGROUND};color:#fff;font-weight:600;text-decoration:none}
a:focus-visible{outline:3px solid #1f2937;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
<a href="/dashboard">${escapeHtml(T.toDashboard)}</a>
</main>
</body>
</html>
`;
}
