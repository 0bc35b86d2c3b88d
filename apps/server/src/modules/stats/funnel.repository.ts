import { shiftDay } from '@enlaza/shared/stats';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { StatsScope } from './stats.repository';
import { type DayRange, dayStartIso } from './stats-range';

/**
 * The funnel's visitors of a page over a range, each a daily visitor hash (as 'Visitantes únicos'):
 * who opened 'Aportar' and whether they had a view of the page; who started a one-off checkout there
 * (monthly charges are no checkout) and whether they had opened 'Aportar' or viewed the page. A
 * checkout without a hash (before migration 0030, or from an ignored client) is a visitor of its own.
 */
export interface FunnelVisitorCounts {
  openers: number;
  openersWithoutView: number;
  starters: number;
  startersNotOpened: number;
  startersNotOpenedNorViewed: number;
  payers: number;
  approvedCents: number;
}

export async function funnelVisitorCounts(
  db: Kysely<DB>,
  scope: StatsScope,
  r: DayRange,
): Promise<FunnelVisitorCounts> {
  const { userId, eventId } = scope;
  const viewed = (hash: Expression<string | null>) =>
    db
      .selectFrom('page_views as v')
      .select('v.id')
      .where('v.user_id', '=', userId)
      .where('v.visitor_hash', '=', hash)
      .where((eb) =>
        eventId === undefined
          ? eb.and([eb('v.page', '=', 'profile'), eb('v.event_id', 'is', null)])
          : eb.and([eb('v.page', '=', 'event'), eb('v.event_id', '=', eventId)]),
      );
  // Hashes rotate daily: an opener of the same hash is one of the checkout's days (in the range).
  const opened = (hash: Expression<string | null>) =>
    db
      .selectFrom('donate_openers as o2')
      .select('o2.day')
      .where('o2.user_id', '=', userId)
      .where('o2.event_id', '=', eventId ?? 0)
      .where('o2.day', '>=', r.startDate)
      .where('o2.day', '<=', r.endDate)
      .where('o2.visitor_hash', '=', hash);

  const [openers, checkouts] = await Promise.all([
    db
      .selectFrom('donate_openers as o')
      .select((eb) => [
        eb.fn.countAll<number>().as('openers'),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when(eb.not(eb.exists(viewed(eb.ref('o.visitor_hash')))))
              .then(1)
              .else(0)
              .end(),
          )
          .as('without_view'),
      ])
      .where('o.user_id', '=', userId)
      .where('o.event_id', '=', eventId ?? 0)
      .where('o.day', '>=', r.startDate)
      .where('o.day', '<=', r.endDate)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('donations as d')
      .select((eb) => {
        const visitor = sql<string>`coalesce(${eb.ref('d.visitor_hash')}, ${eb.ref('d.id')})`;
        const hash = eb.ref('d.visitor_hash');
        const approved = eb('d.mp_status', '=', 'approved');
        const notOpened = eb.or([eb(hash, 'is', null), eb.not(eb.exists(opened(hash)))]);
        const notSeen = eb.or([
          eb(hash, 'is', null),
          eb.and([eb.not(eb.exists(opened(hash))), eb.not(eb.exists(viewed(hash)))]),
        ]);
        const visitorWhen = (condition: Expression<SqlBool>) =>
          sql<number>`count(distinct case when ${condition} then ${visitor} end)`;
        return [
          sql<number>`count(distinct ${visitor})`.as('starters'),
          visitorWhen(notOpened).as('not_opened'),
          visitorWhen(notSeen).as('not_seen'),
          visitorWhen(approved).as('payers'),
          sql<number>`coalesce(sum(case when ${approved} then ${eb.ref('d.amount_cents')} else 0 end), 0)`.as(
            'cents',
          ),
        ];
      })
      .where('d.user_id', '=', userId)
      .where('d.kind', '=', 'one_off')
      .where((eb) => (eventId === undefined ? eb('d.event_id', 'is', null) : eb('d.event_id', '=', eventId)))
      .where('d.created_at', '>=', dayStartIso(r.startDate))
      .where('d.created_at', '<', dayStartIso(shiftDay(r.endDate, 1)))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    openers: Number(openers.openers),
    openersWithoutView: Number(openers.without_view ?? 0),
    starters: Number(checkouts.starters),
    startersNotOpened: Number(checkouts.not_opened),
    startersNotOpenedNorViewed: Number(checkouts.not_seen),
    payers: Number(checkouts.payers),
    approvedCents: Number(checkouts.cents),
  };
}
