import { DONATION_LIMITS } from '../donations/messages';
import { LIMITS } from '../limits/limits';
import { formatARS } from '../money/money';

/** 'Modo gorra' (issue 32): in-person QR orders. Pesos; whole pesos only. */
export const GORRA_LIMITS = {
  amountMin: LIMITS.donationMin,
  amountMax: DONATION_LIMITS.amountMax,
  /** An unpaid QR expires after this many minutes. */
  orderMinutes: 10,
  /** The chips offered until the creator picks others. */
  defaultChips: [1000, 2000, 5000],
} as const;

export const GORRA_ORDER_STATUSES = ['pending', 'paid', 'expired', 'cancelled'] as const;
export type GorraOrderStatus = (typeof GORRA_ORDER_STATUSES)[number];

export const GORRA_MESSAGES = {
  amountRequired: 'Ingresa el monto a cobrar',
  amountInvalid: 'Ingresa un monto en pesos enteros, por ejemplo 2.000',
  amountCentavos: 'Ingresa pesos enteros, sin centavos',
  amountNegative: 'El monto no puede ser negativo',
  get amountMin() {
    return `El monto mínimo es ${formatARS(GORRA_LIMITS.amountMin)}`;
  },
  get amountMax() {
    return `El monto máximo es ${formatARS(GORRA_LIMITS.amountMax)}`;
  },
  eventIdInvalid: 'El evento no es válido',
  eventNotFound: 'No encontramos ese evento',
  orderNotFound: 'No encontramos ese cobro',
  created: 'Código QR listo',
  cancelled: 'Cobro cancelado',
  notCancellable: 'Este cobro ya no se puede cancelar',
  notConnected: 'Conecta tu cuenta de Mercado Pago para cobrar con QR',
  emailNotVerified: 'Verifica tu email para cobrar con QR',
  providerBusy: 'Mercado Pago no responde, intenta de nuevo en unos segundos',
  providerFailed: 'Mercado Pago no pudo crear el cobro. Intenta de nuevo.',
} as const;
