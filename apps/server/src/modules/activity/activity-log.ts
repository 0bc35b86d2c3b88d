import type { ActivityKind } from '@enlaza/shared/activity';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { insertActivityEntry } from './activity.repository';

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
  await insertActivityEntry(trx, {
    user_id: record.userId,
    kind: record.kind,
    title: record.title ?? null,
    amount_cents: record.amountCents ?? null,
    dedupe_key: record.dedupeKey ?? null,
    created_at: record.at,
  });
}
