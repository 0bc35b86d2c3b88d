import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

/** One row of the creator's supporters list: a subscription or a gift (issue 34), with its tier. */
export interface SupporterListRow {
  id: string;
  kind: 'subscription' | 'gift';
  supporter_name: string | null;
  message: string | null;
  status: string;
  created_at: string;
  authorized_at: string | null;
  last_charge_at: string | null;
  next_charge_at: string | null;
  tier_id: number;
  tier_name: string;
  amount_cents: number;
  /** 'monthly' | 'yearly' (issue 34): a gift is a number of months, so 'monthly'. */
  frequency: string;
  ends_at: string | null;
  payment_failed_at: string | null;
  failure_reason: string | null;
  next_retry_at: string | null;
  cancelled_by: string | null;
  failed_charges: number;
}

/**
 * The creator's supporters list, subscriptions and paid gifts together, newest first. `status` is
 * the one the list shows: 'payment_failed' (authorized with a rejected charge retried), 'authorized'
 * (active: a charged subscription, or a gift before its end), 'ended' (a gift after it), or the
 * subscription's own.
 */
export async function supportersPage(
  db: Kysely<DB>,
  userId: number,
  status: string | null,
  now: string,
  limit: number,
  offset: number,
): Promise<{ rows: SupporterListRow[]; total: number }> {
  const subscriptions = db
    .selectFrom('monthly_subscriptions as s')
    .innerJoin('monthly_tiers as t', 't.id', 's.tier_id')
    .where('s.user_id', '=', userId)
    .$if(status === 'payment_failed', (q) =>
      q.where('s.status', '=', 'authorized').where('s.payment_failed_at', 'is not', null),
    )
    .$if(status === 'authorized', (q) =>
      q.where('s.status', '=', 'authorized').where('s.payment_failed_at', 'is', null),
    )
    .$if(status === 'ended', (q) => q.where(sql.lit(false)))
    .$if(status !== null && !['payment_failed', 'authorized', 'ended'].includes(status), (q) =>
      q.where('s.status', '=', status ?? ''),
    )
    .select([
      's.id',
      sql<'subscription'>`'subscription'`.as('kind'),
      's.supporter_name',
      's.message',
      's.status',
      's.created_at',
      's.authorized_at',
      's.last_charge_at',
      's.next_charge_at',
      's.tier_id',
      't.name as tier_name',
      's.amount_cents',
      's.frequency',
      sql<string | null>`null`.as('ends_at'),
      's.payment_failed_at',
      's.failure_reason',
      's.next_retry_at',
      's.cancelled_by',
      's.failed_charges',
    ]);
  const gifts = db
    .selectFrom('monthly_gifts as g')
    .innerJoin('monthly_tiers as t', 't.id', 'g.tier_id')
    .where('g.user_id', '=', userId)
    .where('g.status', '=', 'active')
    .$if(status === 'authorized', (q) => q.where('g.ends_at', '>', now))
    .$if(status === 'ended', (q) => q.where('g.ends_at', '<=', now))
    .$if(status !== null && status !== 'authorized' && status !== 'ended', (q) => q.where(sql.lit(false)))
    .select([
      'g.id',
      sql<'gift'>`'gift'`.as('kind'),
      'g.giver_name as supporter_name',
      sql<string | null>`null`.as('message'),
      sql<string>`case when g.ends_at > ${now} then 'authorized' else 'ended' end`.as('status'),
      'g.created_at',
      'g.starts_at as authorized_at',
      sql<string | null>`null`.as('last_charge_at'),
      sql<string | null>`null`.as('next_charge_at'),
      'g.tier_id',
      't.name as tier_name',
      'g.amount_cents',
      sql<string>`'monthly'`.as('frequency'),
      'g.ends_at',
      sql<string | null>`null`.as('payment_failed_at'),
      sql<string | null>`null`.as('failure_reason'),
      sql<string | null>`null`.as('next_retry_at'),
      sql<string | null>`null`.as('cancelled_by'),
      sql<number>`0`.as('failed_charges'),
    ]);
  const [rows, counts] = await Promise.all([
    db
      // Same columns in the same order (checked by the dialect tests); Kysely cannot relate the two builders.
      .selectFrom(subscriptions.unionAll(gifts as unknown as typeof subscriptions).as('u'))
      .selectAll()
      .orderBy('u.created_at', 'desc')
      .orderBy('u.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    Promise.all([
      subscriptions
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
      gifts
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r,
      amount_cents: Number(r.amount_cents),
      failed_charges: Number(r.failed_charges),
    })),
    total: Number(counts[0].n) + Number(counts[1].n),
  };
}

/** 'Cobros con problemas' and the gifts running now, for the figures and the monthly goal. */
export async function careCounts(
  db: Kysely<DB>,
  userId: number,
  now: string,
): Promise<{ paymentFailed: number; activeGifts: number }> {
  const [failed, gifts] = await Promise.all([
    db
      .selectFrom('monthly_subscriptions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('status', '=', 'authorized')
      .where('payment_failed_at', 'is not', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('monthly_gifts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('status', '=', 'active')
      .where('ends_at', '>', now)
      .executeTakeFirstOrThrow(),
  ]);
  return { paymentFailed: Number(failed.n), activeGifts: Number(gifts.n) };
}
