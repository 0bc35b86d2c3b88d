/** How often a subscription is charged, as its mails say it (issue 34); absent reads as monthly. */
export type MailFrequency = 'monthly' | 'yearly' | undefined;
const per = (frequency: MailFrequency) => (frequency === 'yearly' ? 'por año' : 'por mes');

/** The mails of monthly support (issue 21): es-AR, tú. */
export const MONTHLY_MAIL_MESSAGES = {
  per,
  active: {
    subject: 'Tu aporte mensual está activo',
    preview: (amount: string, creator: string) => `Tu aporte mensual de ${amount} a ${creator} está activo.`,
    heading: 'Tu aporte mensual está activo',
    intro: (amount: string, creator: string, frequency?: MailFrequency) =>
      frequency === 'yearly'
        ? `Gracias: desde ahora aportas ${amount} por año a ${creator}. Cada año te enviaremos el comprobante del cobro.`
        : `Gracias: desde ahora aportas ${amount} por mes a ${creator}. Cada mes te enviaremos el comprobante del cobro.`,
    tier: 'Nivel',
    amount: 'Monto mensual',
    amountYearly: 'Monto anual',
    creator: 'Creador',
    cta: (creator: string) => `Visitar la página de ${creator}`,
    why: 'Recibes este correo porque te suscribiste a un aporte mensual.',
  },
  receipt: {
    subject: (creator: string, frequency?: MailFrequency) =>
      `Comprobante de tu aporte ${frequency === 'yearly' ? 'anual' : 'mensual'} a ${creator}`,
    preview: (amount: string, creator: string, frequency?: MailFrequency) =>
      `Se cobró tu aporte ${frequency === 'yearly' ? 'anual' : 'mensual'} de ${amount} a ${creator}.`,
    heading: (frequency?: MailFrequency) =>
      `Comprobante de tu aporte ${frequency === 'yearly' ? 'anual' : 'mensual'}`,
    intro: (amount: string, creator: string, frequency?: MailFrequency) =>
      `Se cobró tu aporte ${frequency === 'yearly' ? 'anual' : 'mensual'} de ${amount} a ${creator}.`,
    kind: 'Tipo',
    kindValue: 'Aporte mensual',
    kindValueYearly: 'Aporte anual',
    amount: 'Monto',
    creator: 'Creador',
    date: 'Fecha y hora (hora argentina)',
    operation: 'Número de operación de Mercado Pago',
    cta: (creator: string) => `Visitar la página de ${creator}`,
    why: 'Recibes este correo porque tienes un aporte mensual activo.',
  },
  newSupporter: {
    subject: (amount: string) => `Tienes un nuevo aporte mensual de ${amount}`,
    preview: (who: string, amount: string, frequency?: MailFrequency) =>
      `${who} te aporta ${amount} ${per(frequency)}.`,
    heading: '¡Tienes un nuevo aporte mensual!',
    intro: (who: string, amount: string, tier: string, frequency?: MailFrequency) =>
      `${who} te aporta ${amount} ${per(frequency)} (nivel ${tier}).`,
    cta: 'Ver tus aportes mensuales',
    why: 'Recibes este aviso por cada nuevo aporte mensual.',
  },
  cancelled: {
    subject: (amount: string) => `Se dio de baja un aporte mensual de ${amount}`,
    preview: (who: string, amount: string, frequency?: MailFrequency) =>
      `${who} dejó de aportarte ${amount} ${per(frequency)}.`,
    heading: 'Se dio de baja un aporte mensual',
    intro: (who: string, amount: string, tier: string, frequency?: MailFrequency) =>
      `${who} dejó de aportarte ${amount} ${per(frequency)} (nivel ${tier}).`,
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
