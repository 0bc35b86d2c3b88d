import type { ActivityKind } from '@enlaza/shared/activity';
import type { Kysely } from 'kysely';
import type { DB } from './schema';

export interface ActivityRecord {
  userId: number;
  kind: ActivityKind;
  /** ISO time of the change (from the injected clock). */
  at: string;
  /** The link, goal, event or music title; the donor's name for a donation. */
  title?: string | null;
  amountCents?: number | null;
  /** An entry with a key is written once per creator (e.g. 'donation:{id}'). */
  dedupeKey?: string;
}

/**
 * Appends one entry to the creator's activity log. Pass the transaction that makes the change, so
 * the entry exists exactly when the change does.
 */
export async function logActivity(trx: Kysely<DB>, record: ActivityRecord): Promise<void> {
  await trx
    .insertInto('activity_log')
    .values({
      user_id: record.userId,
      kind: record.kind,
      title: record.title ?? null,
      amount_cents: record.amountCents ?? null,
      dedupe_key: record.dedupeKey ?? null,
      created_at: record.at,
    })
    .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).doNothing())
    .execute();
}

/**
 * 'Recibiste una donación…' for a donation that is approved now. Keyed by the donation, so a repeated
 * notification of the same approved payment adds nothing.
 */
export async function logDonationApproved(trx: Kysely<DB>, donationId: string, at: string): Promise<void> {
  const donation = await trx
    .selectFrom('donations')
    .select(['user_id', 'donor_name', 'amount_cents'])
    .where('id', '=', donationId)
    .executeTakeFirst();
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
