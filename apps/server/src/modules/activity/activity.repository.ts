import {
  ACTIVITY_KINDS,
  type ActivityEntry,
  type ActivityKind,
  describeActivityKind,
} from '@enlaza/shared/activity';
import { Money } from '@enlaza/shared/money';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

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
