/** Issue 34, the care part: failed charges, gifts and the monthly goal (es-AR, tú). */
export const MONTHLY_CARE_LIMITS = {
  giftMonths: [1, 3, 6, 12] as const,
  giftMessageMax: 300,
  giverNameMax: 80,
  /** The creator may resend the failed-charge mail once in this many days. */
  resendEveryDays: 7,
  /** 'Meta mensual': whole pesos per month, or people. */
  goalIncomeMin: 100,
  goalIncomeMax: 100_000_000,
  goalSupportersMin: 1,
  goalSupportersMax: 1_000_000,
} as const;

export type GiftMonths = (typeof MONTHLY_CARE_LIMITS.giftMonths)[number];

export const MONTHLY_GOAL_KINDS = ['income', 'supporters'] as const;
export type MonthlyGoalKind = (typeof MONTHLY_GOAL_KINDS)[number];

export const MONTHLY_CARE_MESSAGES = {
  // Failed charges
  paymentFailed: 'Pago rechazado',
  cancelledForFailedPayments: 'Cancelada (pagos rechazados)',
  giftActive: 'Regalo',
  giftEnded: 'Regalo terminado',
  nextRetry: (day: string) => `Próximo reintento: ${day}`,
  failedChargesCard: (n: number) => `Cobros con problemas: ${n}`,
  resendMail: 'Reenviar correo',
  failedChargesIntro:
    'Mercado Pago vuelve a intentar cada cobro rechazado. Puedes reenviar el correo para actualizar el medio de pago una vez por semana.',
  failureReason: (text: string) => `Motivo: ${text}`,
  resendMailFor: (name: string) => `Reenviar correo a ${name}`,
  reminderSent: 'Le reenviamos el aviso para actualizar el medio de pago',
  reminderTooSoon: 'Ya le enviaste este aviso en los últimos 7 días. Puedes reenviarlo una vez por semana.',
  notPaymentFailed: 'Este aporte no tiene un cobro rechazado',
  giftUntil: (day: string) => `Regalo hasta el ${day}`,
  // Gifts
  giftTitle: 'Regalar un mes',
  giftIntro: 'Regala este nivel a alguien: pagas una sola vez y no se guarda ninguna tarjeta.',
  giftMonthsLabel: 'Meses',
  giftMonthsOption: (months: number) => (months === 1 ? '1 mes' : `${months} meses`),
  giftMonthsInvalid: 'Elige 1, 3, 6 o 12 meses',
  recipientEmailLabel: 'Email de quien recibe el regalo',
  recipientEmailRequired: 'Ingresa el email de quien recibe el regalo',
  recipientEmailInvalid: 'Ingresa un email válido',
  giverNameLabel: 'Tu nombre (opcional)',
  giverNameMax: 'Tu nombre no puede tener más de 80 caracteres',
  giftMessageLabel: 'Mensaje para quien lo recibe (opcional)',
  giftMessageMax: 'El mensaje no puede tener más de 300 caracteres',
  giftSubmit: 'Regalar',
  giftTotal: (amount: string) => `Total a pagar: ${amount}`,
  giftOption: (months: string, amount: string) => `${months} · ${amount}`,
  giftFormError: 'Revisa los datos del regalo.',
  // Monthly goal
  goalTitle: 'Meta mensual',
  goalKindLabel: 'Tipo de meta',
  goalKindIncome: 'Ingreso por mes',
  goalKindSupporters: 'Cantidad de personas',
  goalKindInvalid: 'Elige una meta de ingreso o de personas',
  goalTargetLabel: 'Objetivo',
  goalIncomeInvalid: 'El objetivo debe ser un número entero de pesos entre $ 100 y $ 100.000.000',
  goalSupportersInvalid: 'El objetivo debe ser un número entero de personas entre 1 y 1.000.000',
  goalSaved: 'Meta mensual guardada',
  goalRemoved: 'Meta mensual quitada',
  goalSave: 'Guardar meta mensual',
  goalRemove: 'Quitar meta mensual',
  goalNone: 'Todavía no tienes una meta mensual.',
  goalIntro:
    'Muestra en tu página cuánto entra por mes o cuántas personas te apoyan, con una barra que se mueve en vivo.',
  goalIncomeHint: 'Pesos por mes, sin decimales. Los aportes anuales cuentan como la doceava parte.',
  goalSupportersHint: 'Aportes mensuales activos y regalos vigentes.',
  goalLoadError: 'No pudimos cargar tu meta mensual.',
  goalCurrent: (target: string) => `Tu meta: ${target}`,
  goalIncomeTarget: (amount: string) => `${amount} por mes`,
  goalSupportersTarget: (n: number) => (n === 1 ? '1 persona' : `${n} personas`),
  goalProgress: (current: string, target: string) => `${current} de ${target}`,
} as const;

export const MONTHLY_CARE_MAIL_MESSAGES = {
  paymentFailed: {
    subject: (creator: string) => `No pudimos cobrar tu aporte mensual a ${creator}`,
    preview: (creator: string) => `Tu último cobro a ${creator} fue rechazado. Actualiza tu medio de pago.`,
    heading: 'Tu último cobro fue rechazado',
    intro: (amount: string, creator: string, per = 'por mes') =>
      `Mercado Pago no pudo cobrar tu aporte de ${amount} ${per} a ${creator}. Lo intentará de nuevo; para que no se cancele, actualiza tu medio de pago.`,
    reason: 'Motivo',
    nextRetry: 'Próximo reintento',
    cta: 'Actualizar medio de pago',
    why: 'Recibes este correo porque tienes un aporte mensual y su último cobro fue rechazado.',
  },
  gift: {
    subject: (creator: string) => `Te regalaron un aporte mensual a ${creator}`,
    preview: (months: string, creator: string) => `Te regalaron ${months} del nivel de ${creator}.`,
    heading: '¡Te hicieron un regalo!',
    intro: (giver: string, months: string, tier: string, creator: string) =>
      `${giver} te regaló ${months} del nivel ${tier} de ${creator}.`,
    someone: 'Alguien',
    message: 'Mensaje',
    until: 'Vale hasta',
    noCharge: 'No tienes que pagar nada y no se te cobrará nada cuando termine.',
    cta: (creator: string) => `Visitar la página de ${creator}`,
    why: 'Recibes este correo porque alguien te regaló un aporte mensual.',
  },
} as const;

/** The provider's reasons for a rejected charge (the payment's status_detail), as the supporter and creator read them. */
const REJECTION_REASONS: Record<string, string> = {
  cc_rejected_insufficient_amount: 'Fondos insuficientes',
  cc_rejected_card_disabled: 'La tarjeta no está habilitada',
  cc_rejected_bad_filled_date: 'La tarjeta está vencida o la fecha no es válida',
  cc_rejected_call_for_authorize: 'El banco pide autorizar el pago',
  cc_rejected_high_risk: 'El pago fue rechazado por seguridad',
  cc_rejected_max_attempts: 'Se superó la cantidad de intentos permitidos',
  cc_rejected_other_reason: 'El banco rechazó el pago',
};

export function rejectionReasonText(reason: string | null): string {
  return (reason && REJECTION_REASONS[reason]) || 'El banco rechazó el pago';
}
