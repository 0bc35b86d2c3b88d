/**
 * What the public page's 'Recibe novedades' block needs (issue 24), on its own: the page's script
 * loads this small module, not every text of the feature.
 */

/** The server-rendered routes the form and the mails lead to. */
export const SUBSCRIBER_PATHS = {
  /** The public block's form posts here (works without JavaScript). */
  form: (username: string) => `/u/${encodeURIComponent(username)}/novedades`,
  confirm: '/suscripcion/confirmar',
  unsubscribe: '/suscripcion/baja',
} as const;

export const FAN_BLOCK_MESSAGES = {
  blockTitle: (name: string) => `Recibe novedades de ${name}`,
  blockText: 'Deja tu email y te llegará un correo cuando haya algo nuevo.',
  emailLabel: 'Tu email',
  consentLabel: (name: string) =>
    `Acepto recibir por email las novedades de ${name} a través de Enlazá, solo para eso. Puedo darme de baja cuando quiera.`,
  submit: 'Avísame',
} as const;
