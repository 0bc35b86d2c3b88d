import { randomUUID } from 'node:crypto';
import { Money } from '@enlaza/shared/money';
import type { Selectable } from 'kysely';
import type { DonationsTable } from '../../db/schema';
import type { ProviderPayment } from '../../integrations/payments/payments-port';
import { type DonationLedger, type DonationLedgerWrites, donationLedger } from './donation-ledger';
import type { DonationsDeps } from './donations-deps';
import {
  canMoveTo,
  commissionOf,
  donationStatusOf,
  paymentMethodOf,
  progressRank,
  settlementRank,
} from './payment-mapping';
import { providerFeeFields } from './provider-fees';

type DonationRow = Selectable<DonationsTable>;

export type ApplyOutcome =
  /** The donation now shows what the provider says. */
  | 'applied'
  /** A newer reading of this payment was already applied, or the change is not allowed (refunded → approved). */
  | 'stale'
  /** A second payment of an already paid checkout: recorded as a donation of its own. */
  | 'added'
  /** Not a payment of this creator's checkouts, or a failed attempt beside a better payment. */
  | 'ignored';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isoOrNull(value: string | null): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** The columns a provider reading sets on a donation. */
function paymentFields(payment: ProviderPayment, commissionPercent: number, now: string) {
  const status = donationStatusOf(payment.status);
  const amount = Money.fromPesos(payment.transaction_amount);
  const fees = payment.fee_details.filter((f) => f.type === 'application_fee');
  const commission = (
    fees.length
      ? fees.reduce((sum, f) => sum.plus(Money.fromPesos(f.amount)), Money.zero)
      : commissionOf(amount, commissionPercent)
  ).clamp(amount);
  return {
    mp_payment_id: payment.id,
    mp_status: status,
    mp_status_detail: payment.status_detail,
    amount_cents: amount.cents,
    platform_commission_cents: commission.cents,
    creator_amount_cents: amount.minus(commission).cents,
    currency: payment.currency_id,
    payment_method: paymentMethodOf(payment.payment_type_id),
    mp_updated_at: isoOrNull(payment.date_last_updated),
    processed_at: status === 'pending' ? null : (isoOrNull(payment.date_approved) ?? now),
    updated_at: now,
    ...providerFeeFields(payment, status === 'approved'),
  };
}

/**
 * Whether a reading may replace what `row` shows: the move must be one a payment can make
 * (payment-mapping.ts: canMoveTo, so a late 'approved' never brings refunded money back), and the
 * reading must not be older than the one applied; two readings stamped alike go by progressRank.
 */
function mayReplace(row: DonationRow, fields: ReturnType<typeof paymentFields>): boolean {
  const current = row.mp_status as typeof fields.mp_status;
  if (!canMoveTo(current, fields.mp_status)) return false;
  if (!row.mp_updated_at || !fields.mp_updated_at) return true;
  if (fields.mp_updated_at !== row.mp_updated_at) return fields.mp_updated_at > row.mp_updated_at;
  return progressRank(fields.mp_status) >= progressRank(current);
}

/** A chargeback that disputes the payment being applied (GET /v1/chargebacks/{id}). */
export interface ChargebackFacts {
  id: string;
  /** `date_documentation_deadline`, ISO-8601 UTC, or null when the provider gave none. */
  evidenceDeadline: string | null;
}

/**
 * Applies the provider's current reading of a payment to the donation of the checkout it belongs
 * to, in one transaction that locks that checkout's donation row (PostgreSQL; SQLite writes one at
 * a time), so duplicates, retries and concurrent or out-of-order notifications all end in the
 * provider's latest state and no payment is counted twice.
 */
export async function applyProviderPayment(
  deps: Pick<DonationsDeps, 'config' | 'database' | 'clock' | 'pageChanges' | 'outboundEvents'>,
  creatorId: number,
  payment: ProviderPayment,
  chargeback?: ChargebackFacts,
  ledger: DonationLedger = donationLedger(deps.database, deps.outboundEvents),
): Promise<{ outcome: ApplyOutcome; donationId: string | null }> {
  const reference = payment.external_reference;
  if (!reference || !UUID_PATTERN.test(reference)) return { outcome: 'ignored', donationId: null };
  const now = deps.clock.now().toISOString();
  const fields = {
    ...paymentFields(payment, deps.config.payments.commissionPercent, now),
    ...(chargeback ? { chargeback_id: chargeback.id, evidence_deadline: chargeback.evidenceDeadline } : {}),
  };

  const applyReading = async (tx: DonationLedgerWrites) => {
    const origin = await tx.lockCheckout(reference.toLowerCase(), creatorId);
    if (!origin) return { outcome: 'ignored' as const, donationId: null };

    const known =
      origin.mp_payment_id === payment.id ? origin : await tx.lockPaymentDonation(payment.id, origin.id);
    if (known) {
      if (!mayReplace(known, fields)) {
        // The status stays, but a chargeback's deadline is news whatever the payment's reading.
        if (chargeback) {
          await tx.changeStatus(
            {
              kind: 'update',
              donationId: known.id,
              from: known.mp_status,
              fields: {
                mp_status: known.mp_status,
                chargeback_id: chargeback.id,
                evidence_deadline: chargeback.evidenceDeadline,
                updated_at: now,
              },
            },
            now,
          );
        }
        return { outcome: 'stale' as const, donationId: known.id };
      }
      await tx.changeStatus({ kind: 'update', donationId: known.id, from: known.mp_status, fields }, now);
      return { outcome: 'applied' as const, donationId: known.id };
    }

    const current = settlementRank(origin.mp_status as typeof fields.mp_status);
    const incoming = settlementRank(fields.mp_status);
    if (origin.mp_payment_id === null || incoming > current) {
      await tx.changeStatus({ kind: 'update', donationId: origin.id, from: origin.mp_status, fields }, now);
      return { outcome: 'applied' as const, donationId: origin.id };
    }
    if (current === 2 && incoming === 2) {
      const id = randomUUID();
      await tx.changeStatus(
        {
          kind: 'insert',
          values: {
            id,
            external_reference: origin.id,
            user_id: origin.user_id,
            goal_id: origin.goal_id,
            donor_name: origin.donor_name,
            message: origin.message,
            mp_preference_id: origin.mp_preference_id,
            created_at: now,
            ...fields,
          },
        },
        now,
      );
      return { outcome: 'added' as const, donationId: id };
    }
    return { outcome: 'ignored' as const, donationId: origin.id };
  };

  const result = await ledger.transaction(applyReading);
  // The goal's raised amount on the public page may have changed (an approval, a refund, a
  // chargeback): cached pages and live bars learn it.
  if (result.outcome === 'applied' || result.outcome === 'added') {
    await deps.pageChanges.creatorChanged(creatorId, { featured: true });
    await deps.pageChanges.goalChanged(creatorId);
  }
  return result;
}
