import { DATE_INVALID, DATE_MISSING } from '@enlaza/shared/format';
import { PAYMENT_MESSAGES, type PaymentConnectionStatus } from '@enlaza/shared/payments';

/** The status line while an operation runs (spec 02 §2): it depends on the connection's status. */
export function busyText(status: PaymentConnectionStatus): string {
  if (status === 'pending') return PAYMENT_MESSAGES.checkingPending;
  if (status === 'authorized') return PAYMENT_MESSAGES.checkingAuthorized;
  return PAYMENT_MESSAGES.processing;
}

/** The connect button: 'Reintentar Conexión' after an error, 'Reconectar con MercadoPago' once revoked. */
export function connectLabel(status: PaymentConnectionStatus): string {
  if (status === 'error') return PAYMENT_MESSAGES.retryConnection;
  if (status === 'revoked') return PAYMENT_MESSAGES.reconnect;
  return PAYMENT_MESSAGES.connect;
}

export interface BadgeLook {
  tone: 'green' | 'yellow' | 'red' | 'gray';
  /** The visible text; the pending badge has none (an icon with a spoken label instead). */
  text: string | null;
  spoken: string;
}

/** Header badge (spec 02 §2): authorized green, pending yellow without text, error red, revoked gray. */
export function badgeLook(status: PaymentConnectionStatus): BadgeLook {
  switch (status) {
    case 'authorized':
      return {
        tone: 'green',
        text: PAYMENT_MESSAGES.badgeAuthorized,
        spoken: PAYMENT_MESSAGES.badgeAuthorized,
      };
    case 'error':
      return { tone: 'red', text: PAYMENT_MESSAGES.badgeError, spoken: PAYMENT_MESSAGES.badgeError };
    case 'revoked':
      return { tone: 'gray', text: PAYMENT_MESSAGES.badgeRevoked, spoken: PAYMENT_MESSAGES.badgeRevoked };
    default:
      return { tone: 'yellow', text: null, spoken: 'MercadoPago sin conectar' };
  }
}

/** A date and time in es-AR ('12 mar 2026, 15:04'); 'No disponible' when missing, 'Fecha inválida' when unreadable. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return DATE_MISSING;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return DATE_INVALID;
  return date.toLocaleString('es-AR', { dateStyle: 'medium', timeStyle: 'short' });
}
