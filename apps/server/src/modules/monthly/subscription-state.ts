import { randomInt } from 'node:crypto';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@enlaza/shared/monthly';
import type { ProviderInvoice } from '../../integrations/payments/subscriptions-port';

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** The code a cancellation gives the supporter (consumer rules ask for one): 'BAJA-' and 8 characters. */
export function newCancellationCode(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `BAJA-${code}`;
}

export function subscriptionStatusOf(value: string): SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(value)
    ? (value as SubscriptionStatus)
    : 'pending';
}

/** A date the provider gave, as ISO-8601 UTC, or null. */
export function isoOrNull(value: string | null | undefined): string | null {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/**
 * Whether a provider reading of a subscription may replace what our row shows: 'cancelled' is final,
 * and a reading older than the one applied never overwrites it.
 */
export function mayApplyReading(
  row: { status: string; mp_updated_at: string | null },
  reading: { status: string; last_modified: string },
): boolean {
  if (row.status === 'cancelled') return false;
  const incoming = isoOrNull(reading.last_modified);
  if (row.mp_updated_at && incoming && incoming < row.mp_updated_at) return false;
  return true;
}

export type InvoiceVerdict = 'charged' | 'failed' | 'retrying' | 'open';

/**
 * What an invoice means for us: its payment approved ('charged'); its payment finally refused, the
 * provider done retrying ('failed': processed or cancelled with a payment not approved); its payment
 * refused while the provider retries ('retrying', issue 34: 'Pago rechazado'); else still open.
 */
export function invoiceVerdict(invoice: ProviderInvoice): InvoiceVerdict {
  const payment = invoice.payment;
  if (payment?.status === 'approved') return 'charged';
  const settled = invoice.status === 'processed' || invoice.status === 'cancelled';
  const refused = payment !== null && payment.status !== 'pending' && payment.status !== 'in_process';
  if (refused) return settled ? 'failed' : 'retrying';
  return 'open';
}
