import {
  ACTIVITY_KINDS,
  type ActivityEntry,
  type ActivityKind,
  describeActivityKind,
} from '@enlaza/shared/activity';
import { Money } from '@enlaza/shared/money';
import type { Insertable, Kysely } from 'kysely';
import type { ActivityLogTable, DB } from '../../db/schema';

const KINDS: ReadonlySet<string> = new Set(ACTIVITY_KINDS);
const isKind = (kind: string): kind is ActivityKind => KINDS.has(kind);

/** The creator's latest activity, newest first; `before` continues from an earlier page's last id. */
export async function latestActivity(
  db: Kysely<DB>,
  userId: number,
  limit: number,
  before?: number,
): Promise<ActivityEntry[]> {
  const rows = await db
    .selectFrom('activity_log')
    .select(['id', 'kind', 'title', 'amount_cents', 'created_at'])
    .where('user_id', '=', userId)
    .$if(before !== undefined, (q) => q.where('id', '<', before ?? 0))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.flatMap((row) => {
    // A kind this version does not know (written by a newer copy during a rollout) is left out.
    if (!isKind(row.kind)) return [];
    const amount = row.amount_cents === null ? null : Money.fromCents(row.amount_cents).pesos;
    return [
      {
        id: row.id,
        kind: row.kind,
        description: describeActivityKind(row.kind, { title: row.title, amount }),
        date: row.created_at,
      },
    ];
  });
}

/** Appends one row to activity_log; a row whose (user_id, dedupe_key) already exists adds nothing. */
export async function insertActivityEntry(trx: Kysely<DB>, row: Insertable<ActivityLogTable>): Promise<void> {
  await trx
    .insertInto('activity_log')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).doNothing())
    .execute();
}

/** What the activity log says about a donation: its creator, donor name and amount. */
export function findDonationForActivity(trx: Kysely<DB>, donationId: string) {
  return trx
    .selectFrom('donations')
    .select(['user_id', 'donor_name', 'amount_cents'])
    .where('id', '=', donationId)
    .executeTakeFirst();
}
