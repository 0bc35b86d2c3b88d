import { LIMITS } from '../limits/limits';
import { formatARS } from '../money/money';

/** Donations: spec 02 §2 (donations screen), §3 "Donation", §4 "Donation mp_status", §5, §7, §8, §9. */

export const DONATION_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'cancelled',
  'refunded',
  'charged_back',
  'in_mediation',
] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];

/**
 * Each status as the history labels it; only approved counts as received. A refund, a chargeback
 * or an open dispute (integrations.md §7) takes the money out of every total at once.
 */
export const DONATION_STATUS_LABELS: Record<DonationStatus, string> = {
  pending: 'Pendiente',
  approved: 'Aprobado',
  rejected: 'Rechazado',
  cancelled: 'Cancelado',
  refunded: 'Reembolsada',
  charged_back: 'Contracargo',
  in_mediation: 'En disputa',
};

/** The history's status filter. */
export const DONATION_STATUS_FILTERS = ['all', ...DONATION_STATUSES] as const;
export type DonationStatusFilter = (typeof DONATION_STATUS_FILTERS)[number];

export const PAYMENT_METHODS = [
  'credit_card',
  'debit_card',
  'bank_transfer',
  'cash',
  'digital_wallet',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  credit_card: 'Tarjeta de crédito',
  debit_card: 'Tarjeta de débito',
  bank_transfer: 'Transferencia bancaria',
  cash: 'Efectivo',
  digital_wallet: 'Billetera digital',
};

export const DONATION_LIMITS = {
  amountMin: LIMITS.donationMin,
  /** Pesos: keeps centavos far inside exact integer range and refuses obvious typos. */
  amountMax: 10_000_000,
  donorNameMax: 60,
  donorEmailMax: LIMITS.emailMax,
  messageMax: 500,
  pageLimitDefault: 10,
  pageLimitMax: 50,
  /** Default PLATFORM_COMMISSION_PERCENT (spec 02 §9: sample data commission 2%). */
  commissionPercentDefault: 2,
} as const;

export const DONATION_MESSAGES = {
  goalIdRequired: 'goal_id es requerido',
  goalIdInvalid: 'goal_id no es válido',
  // What a donor reads under the amount field (and the API answers): no field names, pesos as es-AR money.
  amountRequired: 'Ingresa el monto de tu aporte',
  // Getters: formatting pesos as the module loads would make every page's script pay for the
  // browser's first Intl formatter (its locale data, ≈90 ms on a throttled phone) at start-up.
  get amountMin() {
    return `El monto mínimo es ${formatARS(LIMITS.donationMin)}`;
  },
  get amountMax() {
    return `El monto máximo es ${formatARS(DONATION_LIMITS.amountMax)}`;
  },
  donorNameInvalid: 'El nombre no es válido',
  donorNameMax: `El nombre no puede tener más de ${DONATION_LIMITS.donorNameMax} caracteres`,
  donorEmailInvalid: 'El email no es válido',
  donorEmailMax: `El email no puede tener más de ${LIMITS.emailMax} caracteres`,
  choiceInvalid: 'Elige sí o no',
  messageInvalid: 'El mensaje no es válido',
  messageMax: `El mensaje no puede tener más de ${DONATION_LIMITS.messageMax} caracteres`,
  pageInvalid: 'page debe ser un número entero mayor a 0',
  limitInvalid: `limit debe ser un número entero entre 1 y ${DONATION_LIMITS.pageLimitMax}`,
  statusFilterInvalid: 'El estado no es válido',
  eventIdInvalid: 'El evento no es válido',
  goalNotFound: 'Objetivo no encontrado',
  goalInactive: 'Este objetivo ya no recibe donaciones',
  creatorNotConnected: 'Este creador todavía no puede recibir donaciones',
  checkoutUnavailable: 'No pudimos iniciar el pago con MercadoPago. Intenta de nuevo en unos minutos.',
  notFound: 'Donación no encontrada',
  // spec 02 §8 "Checkout" and history
  checkoutEndpointMissing: 'Endpoint de checkout no encontrado. Verifica que el backend esté corriendo.',
  checkoutFailed: 'Error al procesar la donación',
  statusFailed: 'Error al consultar estado',
  loadFailed: 'Error al cargar donaciones',
  anonymous: 'Anónimo',
  // Refunds and chargebacks (integrations.md §7)
  refundOnlyApproved: 'Solo puedes reembolsar una donación aprobada',
  refundMonthly:
    'Un aporte mensual no se reembolsa desde aquí: es un cobro de la suscripción en Mercado Pago.',
  refundQr: 'Un cobro con QR no se reembolsa desde aquí: hazlo desde tu cuenta de Mercado Pago.',
  refundUnavailable:
    'No pudimos reembolsar la donación en Mercado Pago. No se cambió nada: intenta de nuevo en unos minutos.',
  refundNotConnected: 'Vuelve a conectar tu cuenta de Mercado Pago para reembolsar esta donación',
  refundTooMany: 'Hiciste demasiados reembolsos seguidos. Espera un minuto e intenta de nuevo.',
  goalDeleted: 'Meta eliminada',
} as const;

/** What the return page of a checkout is told about the outcome (a hint: the webhook decides). */
export const CHECKOUT_RESULTS = ['aprobado', 'pendiente', 'rechazado'] as const;
export type CheckoutResult = (typeof CHECKOUT_RESULTS)[number];

/** The page a donor comes back to from the checkout: /donacion/{id}?resultado=… */
export function donationReturnPath(donationId: string, result?: CheckoutResult): string {
  const path = `/donacion/${encodeURIComponent(donationId)}`;
  return result ? `${path}?resultado=${result}` : path;
}

/** The donations screen's refund action and chargeback notice. */
export const REFUND_MESSAGES = {
  action: 'Reembolsar',
  actionLabel: (donor: string) => `Reembolsar la donación de ${donor}`,
  confirmTitle: '¿Reembolsar esta donación?',
  confirmMessage: (amount: string, donor: string) =>
    `Mercado Pago le devolverá ${amount} a ${donor}. La donación dejará de sumar a tu objetivo y a tus estadísticas. No se puede deshacer.`,
  confirm: 'Sí, reembolsar',
  done: 'Donación reembolsada',
  failed: 'No pudimos reembolsar la donación. Intenta de nuevo.',
  /** Under a chargeback: the evidence deadline, as an es-AR date. */
  evidenceDeadline: (date: string) => `Presenta la documentación antes del ${date}`,
} as const;
