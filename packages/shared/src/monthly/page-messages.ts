/** The server-rendered subscribe and return pages of monthly support (issue 21): es-AR, tú. */
export const MONTHLY_PAGE_MESSAGES = {
  subscribeTitle: (creator: string) => `Aporte mensual a ${creator}`,
  subscribeIntro: 'Cada mes se cobrará este monto con Mercado Pago hasta que te des de baja.',
  formError: 'Revisa los campos marcados.',
  tierMissing: 'Este nivel mensual no existe o ya no acepta nuevos aportes.',
  creatorMissing: 'No encontramos esta página.',
  tooMany: 'Demasiados intentos. Espera un minuto e intenta de nuevo.',
  back: (creator: string) => `Volver a la página de ${creator}`,
  thanksTitle: 'Tu aporte mensual',
  /** What the return page says, from the status the provider reports. */
  status: {
    authorized: '¡Listo! Tu aporte mensual está activo. Te enviamos un correo con los detalles.',
    pending:
      'Tu aporte mensual todavía no está confirmado. Si no lo terminaste en Mercado Pago, puedes volver a intentarlo.',
    paused: 'Tu aporte mensual está en pausa: por ahora no se cobrará.',
    cancelled: 'Este aporte mensual está cancelado: no se cobrará más.',
  },
  thanksMissing: 'No encontramos este aporte mensual.',
  cancelHint: '¿Quieres darte de baja? Puedes hacerlo cuando quieras en',
  cancelLinkText: 'Dar de baja un aporte mensual',
} as const;
