import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { findDonationForActivity } from './activity.repository';
import { logActivity } from './activity-log';

/**
 * 'Recibiste una donación…' for a donation that is approved now. Keyed by the donation, so a repeated
 * notification of the same approved payment adds nothing.
 */
export async function logDonationApproved(trx: Kysely<DB>, donationId: string, at: string): Promise<void> {
  const donation = await findDonationForActivity(trx, donationId);
  if (!donation) return;
  await logActivity(trx, {
    userId: donation.user_id,
    kind: 'donation_approved',
    title: donation.donor_name?.trim() || null,
    amountCents: Number(donation.amount_cents),
    dedupeKey: `donation:${donationId}`,
    at,
  });
}
