import type { Kysely } from 'kysely';
import { isLinkShown } from '../../db/link-visibility';
import type { DB } from '../../db/schema';

/** What the dashboard home and the statistics screen read besides the roll-ups (stats.repository.ts). */
export class DashboardRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Approved donations in [start, end), by when they were approved: how many and their sum in centavos. */
  approvedDonations(userId: number, range: { start: string; end: string }) {
    return this.db
      .selectFrom('donations')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('total'),
      ])
      .where('user_id', '=', userId)
      .where('mp_status', '=', 'approved')
      .where((eb) => eb(eb.fn.coalesce('processed_at', 'created_at'), '>=', range.start))
      .where((eb) => eb(eb.fn.coalesce('processed_at', 'created_at'), '<', range.end))
      .executeTakeFirstOrThrow();
  }

  /** The transfers the creator confirmed (issue 32) that arrived in [start, end). */
  confirmedTransfers(userId: number, range: { start: string; end: string }) {
    return this.db
      .selectFrom('confirmed_transfers')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('total'),
      ])
      .where('user_id', '=', userId)
      .where('received_at', '>=', range.start)
      .where('received_at', '<', range.end)
      .executeTakeFirstOrThrow();
  }

  /** The latest approved donations, newest first. */
  latestDonations(userId: number, limit: number) {
    return this.db
      .selectFrom('donations')
      .select(['id', 'donor_name', 'amount_cents', 'message', 'created_at'])
      .where('user_id', '=', userId)
      .where('mp_status', '=', 'approved')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** The links' lifetime click total. */
  /** Clicks on the creator's links and on their social icons (issue 24). */
  async clickTotal(userId: number) {
    const [links, social] = await Promise.all(
      (['links', 'social_links'] as const).map((table) =>
        this.db
          .selectFrom(table)
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('click_count'), eb.lit(0)).as('total'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ),
    );
    return { total: Number(links?.total ?? 0) + Number(social?.total ?? 0) };
  }

  /** The most clicked links shown now. */
  topLinks(userId: number, now: Date, limit: number) {
    return this.db
      .selectFrom('links')
      .select(['id', 'title', 'url', 'icon', 'click_count'])
      .where('user_id', '=', userId)
      .where((eb) => isLinkShown(eb, now))
      .orderBy('click_count', 'desc')
      .orderBy('order_position')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  activeGoal(userId: number) {
    return this.db
      .selectFrom('goals')
      .selectAll()
      .where('user_id', '=', userId)
      .where('is_active', '=', 1)
      .executeTakeFirst();
  }

  /** Every link of the creator (the statistics screen's table). */
  links(userId: number) {
    return this.db
      .selectFrom('links')
      .select(['id', 'title', 'url', 'order_position'])
      .where('user_id', '=', userId)
      .execute();
  }

  /** The links shown now. */
  shownLinks(userId: number, now: Date) {
    return this.db
      .selectFrom('links')
      .select(['id', 'title', 'url', 'icon', 'order_position'])
      .where('user_id', '=', userId)
      .where((eb) => isLinkShown(eb, now))
      .execute();
  }

  /** Published events from `today` on, in calendar order. */
  upcomingEvents(userId: number, today: string) {
    return this.db
      .selectFrom('events')
      .select(['id', 'title', 'event_date', 'event_time', 'end_date', 'end_time', 'location', 'status'])
      .where('user_id', '=', userId)
      .where('status', '=', 'published')
      .where('event_date', '>=', today)
      .orderBy('event_date')
      .orderBy('event_time')
      .orderBy('id')
      .execute();
  }
}
