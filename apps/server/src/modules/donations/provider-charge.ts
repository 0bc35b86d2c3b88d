import type { Insertable, Transaction } from 'kysely';
import type { DB, DonationsTable } from '../../db/schema';
import { changeDonationStatus } from './donation-status';
import type { DonationEvents } from './donations-deps';
import { donationOfCharge, insertChargeDonation, type ProviderChargeKey } from './provider-charge.repository';

/**
 * A charge the provider made without a checkout of ours (a monthly invoice, a paid QR order) becomes
 * one approved donation, in the caller's transaction: inserted pending, or not at all when the charge
 * already has its donation, then approved through `changeDonationStatus`, so the goal, statistics,
 * featured totals, the activity log and the creator's webhooks count it exactly once.
 */
export async function recordProviderCharge(
  trx: Transaction<DB>,
  key: ProviderChargeKey,
  /** The donation's row but its status: it is inserted pending and approved here. */
  values: Omit<Insertable<DonationsTable>, 'mp_status'> & { id: string },
  at: string,
  events: DonationEvents,
): Promise<{ donationId: string; created: boolean }> {
  const providerId = values[key];
  if (!providerId) throw new Error(`a provider charge needs its ${key}`);
  if (!(await insertChargeDonation(trx, key, { ...values, mp_status: 'pending' }))) {
    return { donationId: (await donationOfCharge(trx, key, providerId)) ?? values.id, created: false };
  }
  await changeDonationStatus(
    trx,
    {
      kind: 'update',
      donationId: values.id,
      from: 'pending',
      fields: {
        mp_status: 'approved',
        mp_status_detail: 'accredited',
        processed_at: at,
        mp_updated_at: at,
        updated_at: at,
      },
    },
    at,
    events,
  );
  return { donationId: values.id, created: true };
}
