/** The separate contact addresses the legal pages give (spec 01 §1). */
export const LEGAL_CONTACTS = {
  general: 'hola@enlaza.ar',
  privacy: 'privacidad@enlaza.ar',
  cookies: 'cookies@enlaza.ar',
} as const;

/** Default platform commission, configurable by the operator (PLATFORM_COMMISSION_PERCENT). */
export const DEFAULT_COMMISSION_PERCENT = 2;
