import { Money } from '@enlaza/shared/money';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { ProviderPayment } from '../../integrations/payments/payments-port';
import { saveChargeFees } from './provider-charge.repository';

/** One tax the provider withheld from a payment, as stored in `donations.withholdings` (JSON). */
export interface StoredWithholding {
  /** The provider's `charges_details[].name` (e.g. an Ingresos Brutos or bank-tax regime). */
  name: string;
  amount_cents: number;
}

/**
 * What the provider kept of an approved payment (issue 36): its own fee — every `fee_details` entry
 * the seller pays but the platform's `application_fee`, which is the commission — and the taxes
 * it withheld. Read once the payment is approved (a later reading of a refund would show them
 * given back): other readings set nothing, so the figures of the approval stay.
 */
export function providerFeeFields(
  payment: ProviderPayment,
  approved: boolean,
): { provider_fee_cents: number; withholdings: string } | Record<string, never> {
  return approved ? providerFees(payment) : {};
}

/** The provider's own fee and the taxes it withheld, as stored on a donation. */
function providerFees(payment: ProviderPayment): { provider_fee_cents: number; withholdings: string } {
  const fee = payment.fee_details
    .filter((f) => f.type !== 'application_fee' && (f.fee_payer ?? 'collector') === 'collector')
    .reduce((sum, f) => sum.plus(Money.fromPesos(f.amount)), Money.zero);
  const withholdings: StoredWithholding[] = (payment.withholdings ?? []).map((w) => ({
    name: w.name,
    amount_cents: Money.fromPesos(w.amount).cents,
  }));
  return { provider_fee_cents: fee.cents, withholdings: JSON.stringify(withholdings) };
}

/**
 * A monthly charge's or a paid QR order's payment, read from the provider after the charge became a
 * donation (the charge itself carries no fee): its fee and withholdings are stored with it when the
 * payment reads approved, as the checkout's approval path stores them.
 */
export async function recordChargeFees(
  db: Kysely<DB>,
  donationId: string,
  payment: ProviderPayment,
): Promise<void> {
  if (payment.status === 'approved') await saveChargeFees(db, donationId, providerFees(payment));
}
