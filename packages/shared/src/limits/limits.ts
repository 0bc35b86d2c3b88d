/** Business limits shared by the forms and the API (spec 01 §9, spec 02 §9). */
export const LIMITS = {
  apiTimeoutMs: 10_000,
  nameMin: 2,
  nameMax: 100,
  usernameMin: 3,
  usernameMax: 30,
  emailMax: 254,
  loginPasswordMin: 3,
  passwordMin: 6,
  passwordMax: 100,
  bioMax: 160,
  linkTitleMax: 50,
  linkUrlMax: 2048,
  goalTitleMax: 100,
  goalDescriptionMax: 300,
  goalDefaultTarget: 1000,
  eventTitleMax: 100,
  eventLocationMax: 200,
  eventAddressMax: 300,
  eventDescriptionMax: 2000,
  eventPriceStep: 100,
  imageMaxBytes: 5 * 1024 * 1024,
  donationMin: 100,
  publicLinksPreview: 4,
  publicEventsPreview: 2,
  publicEventDescriptionCut: 80,
  previewEventDescriptionCut: 60,
  sessionDays: 7,
  resetTokenMinutes: 60,
  installBannerDismissDays: 7,
  serviceWorkerUpdateMinutes: 5,
  mobileBreakpointPx: 768,
  featuredCreatorsLimit: 50,
  failedLoginsPerMinute: 10,
} as const;

export const USERNAME_PATTERN = /^[a-z0-9-]+$/;

/** What the username field keeps while typing: lowercase letters, digits and hyphens. */
export function sanitizeUsernameInput(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9-]/g, '');
}

/** Usernames that would collide with routes (/api/public/events, /u/…) or impersonate the product. */
const RESERVED_USERNAMES = new Set([
  'admin',
  'administrador',
  'api',
  'app',
  'assets',
  'ayuda',
  'cookies',
  'dashboard',
  'donacion',
  'donaciones',
  'e',
  'enlaza',
  'events',
  'eventos',
  'login',
  'logout',
  'privacidad',
  'register',
  'registro',
  'root',
  'simulador',
  'soporte',
  'static',
  'sw',
  'terminos',
  'u',
  'uploads',
  'www',
]);

export const USERNAME_RESERVED_MESSAGE = 'Este nombre de usuario no está disponible';

export function isReservedUsername(username: string): boolean {
  return RESERVED_USERNAMES.has(username);
}
