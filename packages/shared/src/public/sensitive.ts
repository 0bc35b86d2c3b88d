/** 'Contenido para mayores de 18' (issue 22): the visitor's step before such a page. es-AR, tú. */
export const SENSITIVE_MESSAGES = {
  label: 'Contenido para mayores de 18',
  hint: 'Quienes visiten tu página verán primero un aviso y deberán confirmar que tienen 18 años o más. Tu página no aparecerá entre los creadores destacados.',
  invalid: 'Elige si tu página tiene contenido para mayores de 18',
  heading: 'Esta página puede tener contenido para mayores de 18 años',
  detail: 'Para verla, confirma que tienes 18 años o más.',
  confirm: 'Tengo 18 años o más',
  leave: 'Volver al inicio',
} as const;

/** The cookie that remembers 'Tengo 18 años o más' for one year. */
export const ADULT_COOKIE = 'enlaza_adult';
export const ADULT_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Where the interstitial's form posts ('Tengo 18 años o más'); the server sets the cookie. */
export const ADULT_CONFIRM_PATH = '/mayores-de-18';

/** Whether a Cookie header (or `document.cookie`) says the visitor confirmed they are 18 or older. */
export function hasAdultCookie(cookies: string | undefined): boolean {
  return (cookies ?? '').split(';').some((part) => part.trim() === `${ADULT_COOKIE}=1`);
}
