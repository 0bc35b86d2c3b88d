import { monthName } from '@enlaza/shared/format';
import { addMonths, type TierIndexKey } from '@enlaza/shared/indices';
import { ADJUSTMENT_MAIL_MESSAGES as A, formatAdjustmentDay } from '@enlaza/shared/monthly';
import type { Transaction } from 'kysely';
import { enqueueMail } from '../../db/mail-queue.repository';
import type { DB } from '../../db/schema';
import type { AdjustmentRow, IndexingRow } from './tier-indexing.repository';

const monthOf = (day: string) => `${monthName(Number(day.slice(5, 7)))} ${day.slice(0, 4)}`;
/** An index value as es-AR writes it: decimal comma. */
const decimalAr = (value: string) => value.replace('.', ',');

/** The index figures of an adjustment, as the mails read them. */
export function adjustmentFigures(
  adj: AdjustmentRow,
  rule: Pick<IndexingRow, 'usd_dollars' | 'cap_pct'>,
): string[] {
  const pct = decimalAr(adj.index_change_pct ?? '0');
  const from = { day: adj.from_point_date ?? '', value: adj.from_point_value ?? '' };
  const to = { day: adj.to_point_date ?? '', value: adj.to_point_value ?? '' };
  const lines: string[] = [];
  const key = adj.index_key as TierIndexKey;
  if (key === 'ipc') {
    lines.push(
      from.day === to.day
        ? A.figures.ipcNone
        : A.figures.ipc(monthOf(addMonths(from.day, 1)), monthOf(to.day), pct),
    );
  } else if (key === 'uva') {
    lines.push(
      A.figures.uva(
        decimalAr(from.value),
        formatAdjustmentDay(from.day),
        decimalAr(to.value),
        formatAdjustmentDay(to.day),
        pct,
      ),
    );
  } else {
    lines.push(
      A.figures.usd(
        `US$ ${rule.usd_dollars ?? '?'}`,
        `$ ${decimalAr(to.value)}`,
        formatAdjustmentDay(to.day),
      ),
    );
  }
  if (adj.capped === 1) lines.push(A.figures.capped(rule.cap_pct));
  return lines;
}

interface NoticeFacts {
  adjustment: AdjustmentRow;
  indexing: IndexingRow;
  tierName: string;
  supporters: { id: string; supporter_email: string }[];
}

/**
 * The notice stage's mails, in its transaction: one to each supporter (keyed by adjustment and
 * subscription: a re-run queues nothing more) and one to the creator (keyed by adjustment).
 */
export async function enqueueAdjustmentMails(trx: Transaction<DB>, facts: NoticeFacts, now: string) {
  const { adjustment: adj, indexing } = facts;
  const creator = await trx
    .selectFrom('users')
    .select(['full_name', 'username', 'email'])
    .where('id', '=', adj.user_id)
    .executeTakeFirstOrThrow();
  const figures = adjustmentFigures(adj, indexing);
  const follows = A.follows[adj.index_key as TierIndexKey];
  const common = {
    from_cents: adj.from_cents ?? 0,
    to_cents: adj.to_cents ?? 0,
    effective_day: adj.effective_day,
    figures,
  };
  for (const s of facts.supporters) {
    await enqueueMail(
      trx,
      {
        kind: 'monthly_adjustment_notice',
        recipient: s.supporter_email,
        userId: adj.user_id,
        donationId: null,
        payload: {
          ...common,
          creator_name: creator.full_name,
          creator_username: creator.username,
          tier_name: facts.tierName,
          why: A.notice.why(facts.tierName, follows, indexing.every_months, indexing.cap_pct),
        },
        dedupeKey: `monthly_adjustment_notice:${adj.id}:${s.id}`,
      },
      now,
    );
  }
  await enqueueMail(
    trx,
    {
      kind: 'monthly_adjustment_creator',
      recipient: creator.email,
      userId: adj.user_id,
      donationId: null,
      payload: {
        ...common,
        tier_name: facts.tierName,
        supporters: facts.supporters.length,
        clamped: adj.clamped === 1,
      },
      dedupeKey: `monthly_adjustment_creator:${adj.id}`,
    },
    now,
  );
}
