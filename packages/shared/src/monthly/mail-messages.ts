/** The mails of monthly support (issue 21): es-AR, tú. */
export const MONTHLY_MAIL_MESSAGES = {
  active: {
    subject: 'Tu aporte mensual está activo',
    preview: (amount: string, creator: string) => `Tu aporte mensual de ${amount} a ${creator} está activo.`,
    heading: 'Tu aporte mensual está activo',
    intro: (amount: string, creator: string) =>
      `Gracias: desde ahora aportas ${amount} por mes a ${creator}. Cada mes te enviaremos el comprobante del cobro.`,
    tier: 'Nivel',
    amount: 'Monto mensual',
    creator: 'Creador',
    cta: (creator: string) => `Visitar la página de ${creator}`,
    why: 'Recibes este correo porque te suscribiste a un aporte mensual.',
  },
  receipt: {
    subject: (creator: string) => `Comprobante de tu aporte mensual a ${creator}`,
    preview: (amount: string, creator: string) => `Se cobró tu aporte mensual de ${amount} a ${creator}.`,
    heading: 'Comprobante de tu aporte mensual',
    intro: (amount: string, creator: string) => `Se cobró tu aporte mensual de ${amount} a ${creator}.`,
    kind: 'Tipo',
    kindValue: 'Aporte mensual',
    amount: 'Monto',
    creator: 'Creador',
    date: 'Fecha y hora (hora argentina)',
    operation: 'Número de operación de Mercado Pago',
    cta: (creator: string) => `Visitar la página de ${creator}`,
    why: 'Recibes este correo porque tienes un aporte mensual activo.',
  },
  newSupporter: {
    subject: (amount: string) => `Tienes un nuevo aporte mensual de ${amount}`,
    preview: (who: string, amount: string) => `${who} te aporta ${amount} por mes.`,
    heading: '¡Tienes un nuevo aporte mensual!',
    intro: (who: string, amount: string, tier: string) =>
      `${who} te aporta ${amount} por mes (nivel ${tier}).`,
    cta: 'Ver tus aportes mensuales',
    why: 'Recibes este aviso por cada nuevo aporte mensual.',
  },
  cancelled: {
    subject: (amount: string) => `Se dio de baja un aporte mensual de ${amount}`,
    preview: (who: string, amount: string) => `${who} dejó de aportarte ${amount} por mes.`,
    heading: 'Se dio de baja un aporte mensual',
    intro: (who: string, amount: string, tier: string) =>
      `${who} dejó de aportarte ${amount} por mes (nivel ${tier}).`,
    by: {
      supporter: 'Lo dio de baja quien aportaba.',
      creator: 'Lo diste de baja tú.',
      provider: 'Mercado Pago lo canceló (por ejemplo, tras tres cobros rechazados).',
    },
    cta: 'Ver tus aportes mensuales',
    why: 'Recibes este aviso por cada baja de un aporte mensual.',
  },
  /** Every monthly mail to a supporter carries the cancel button. */
  cancelLink: 'Dar de baja tu aporte mensual',
  cancelHint: 'Puedes darte de baja cuando quieras, sin cuenta ni contraseña:',
} as const;
