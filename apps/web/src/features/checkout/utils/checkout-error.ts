import { DONATION_MESSAGES } from '@enlaza/shared/donations';
import { formatARS } from '@enlaza/shared/format';
import { HTTP_MESSAGES } from '@enlaza/shared/http';
import type { CheckoutPayload } from '../api/start-checkout';
import type { DonationErrors, DonationField } from './validate-donation';

const FIELDS: readonly DonationField[] = ['goal_id', 'amount', 'donor_name', 'message'];

interface FailedCall {
  status?: unknown;
  serverMessage?: unknown;
  message?: unknown;
  errors?: unknown;
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

/** The server's field errors, by field of the form. */
export function checkoutFieldErrors(error: unknown): DonationErrors {
  const out: DonationErrors = {};
  const list = (error as FailedCall | null)?.errors;
  if (!Array.isArray(list)) return out;
  for (const item of list) {
    const field = (item as { field?: unknown })?.field;
    const message = textOf((item as { message?: unknown })?.message);
    if (message && FIELDS.includes(field as DonationField)) out[field as DonationField] ??= message;
  }
  return out;
}

/**
 * What a failed checkout says (spec 02 §8 "Checkout"): a missing endpoint (404 without an answer of
 * ours, or 'Route not found') → 'Endpoint de checkout no encontrado…'; a 500 → the server's text
 * and what was sent; otherwise the server's message, the error's, or 'Error al procesar la donación'.
 */
export function checkoutErrorMessage(error: unknown, sent: CheckoutPayload): string {
  const e = (typeof error === 'object' && error !== null ? error : {}) as FailedCall;
  const status = typeof e.status === 'number' ? e.status : null;
  const server = textOf(e.serverMessage);
  const own = textOf(e.message);
  const routeMissing =
    [server, own].some((m) => m !== null && /route not found/i.test(m)) ||
    (status === 404 && (server === null || server === HTTP_MESSAGES.routeNotFound));
  if (routeMissing) return DONATION_MESSAGES.checkoutEndpointMissing;
  if (status === 500) {
    return `Error del servidor: ${server ?? own ?? DONATION_MESSAGES.checkoutFailed} (aporte de ${formatARS(sent.amount)} al objetivo ${sent.goal_id})`;
  }
  return server ?? own ?? DONATION_MESSAGES.checkoutFailed;
}
