import { MONTHLY_PUBLIC_MESSAGES } from './public-texts';

/** Monthly support (issue 21): limits and every Spanish text of tiers, subscriptions and the cancel page. */
export const MONTHLY_LIMITS = {
  maxTiers: 3,
  nameMax: 40,
  /** Whole pesos per month. */
  amountMin: 100,
  amountMax: 250_000,
  descriptionMax: 200,
  supporterNameMax: 80,
  messageMax: 500,
  /** Failed months after which the provider (and the simulator) cancels a subscription. */
  failedChargesToCancel: 3,
  /** The `/baja` link's life. */
  cancelLinkHours: 24,
  supportersPerPage: 20,
} as const;

export const SUBSCRIPTION_STATUSES = ['pending', 'authorized', 'paused', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * A supporter as the creator's list shows them (issue 34): the subscription's status, or
 * 'payment_failed' (authorized, its last charge rejected and retried: 'Pago rechazado'), or for a
 * gift 'authorized' until its end and then 'ended'.
 */
export const SUPPORTER_STATUSES = [...SUBSCRIPTION_STATUSES, 'payment_failed', 'ended'] as const;
export type SupporterStatus = (typeof SUPPORTER_STATUSES)[number];

/**
 * 'Activo' means one thing everywhere (the figures, the tier cards, the 'Activa' label): a
 * subscription charged every month. A paused or pending one is not active.
 */
export const ACTIVE_SUBSCRIPTION_STATUS = 'authorized' satisfies SubscriptionStatus;

/** Statuses that lock a tier's amount: charged now, or charged again once resumed (paused). */
export const AMOUNT_LOCKING_STATUSES = [
  'authorized',
  'paused',
] as const satisfies readonly SubscriptionStatus[];

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  authorized: 'Activa',
  pending: 'Pendiente',
  paused: 'Pausada',
  cancelled: 'Cancelada',
};

export const SUPPORTER_STATUS_LABELS: Record<SupporterStatus, string> = {
  ...SUBSCRIPTION_STATUS_LABELS,
  payment_failed: 'Pago rechazado',
  ended: 'Terminado',
};

export const MONTHLY_MESSAGES = {
  // Tiers
  nameRequired: 'El nombre del nivel es requerido',
  nameMax: `El nombre no puede tener más de ${MONTHLY_LIMITS.nameMax} caracteres`,
  amountInvalid: 'El monto mensual debe ser un número entero de pesos',
  amountMin: `El monto mensual mínimo es $ ${MONTHLY_LIMITS.amountMin}`,
  amountMax: 'El monto mensual máximo es $ 250.000',
  descriptionMax: `La descripción no puede tener más de ${MONTHLY_LIMITS.descriptionMax} caracteres`,
  activeInvalid: 'El estado del nivel no es válido',
  tooManyTiers: `Puedes tener hasta ${MONTHLY_LIMITS.maxTiers} niveles mensuales`,
  tierNotFound: 'Nivel no encontrado',
  amountLocked:
    'No puedes cambiar el monto de un nivel con aportes activos o pausados. Crea otro nivel y cierra este a nuevos aportes.',
  tierHasSupporters: 'Este nivel tiene aportes: ciérralo a nuevos aportes en lugar de eliminarlo.',
  needsConnection: 'Conecta tu cuenta de Mercado Pago para ofrecer aportes mensuales',
  tierCreated: 'Nivel creado correctamente',
  tierUpdated: 'Nivel actualizado correctamente',
  tierDeleted: 'Nivel eliminado correctamente',
  // Public side
  blockTitle: MONTHLY_PUBLIC_MESSAGES.blockTitle,
  perMonth: MONTHLY_PUBLIC_MESSAGES.perMonth,
  subscribe: MONTHLY_PUBLIC_MESSAGES.subscribe,
  supporterNameLabel: 'Tu nombre',
  supporterNameHint: 'Opcional: si lo dejas vacío, aparecerás como Anónimo',
  supporterNameMax: `El nombre no puede tener más de ${MONTHLY_LIMITS.supporterNameMax} caracteres`,
  emailLabel: 'Email',
  emailHint: 'Para enviarte los comprobantes y el enlace para darte de baja. No se muestra en la página.',
  emailRequired: 'El email es requerido',
  emailInvalid: 'Ingresa un email válido',
  messageLabel: 'Mensaje (opcional)',
  messageMax: `El mensaje no puede tener más de ${MONTHLY_LIMITS.messageMax} caracteres`,
  tierClosed: 'Este nivel no acepta nuevos aportes',
  anonymous: 'Anónimo',
  noCommission: 'Los aportes mensuales no tienen comisión de la plataforma.',
  // Supporters (creator)
  supporterNotFound: 'Aporte mensual no encontrado',
  alreadyCancelled: 'Este aporte mensual ya está cancelado',
  cancelled: 'Aporte mensual cancelado',
  statusInvalid: 'El estado no es válido',
  // Cancel page ('botón de baja')
  cancelPageTitle: MONTHLY_PUBLIC_MESSAGES.cancelPageTitle,
  sendLink: 'Enviar enlace',
  linkSent: 'Si tienes aportes mensuales activos, te enviamos un enlace para darlos de baja',
  cancelOne: 'Dar de baja',
  linkInvalid: 'El enlace no es válido o ya venció. Pide uno nuevo.',
  cancellationCode: 'Código de baja',
  // Provider
  providerUnavailable: 'Mercado Pago no responde. Intenta de nuevo en unos minutos.',
} as const;
