import type { EventTab, PublicEventsQuery } from '@enlaza/shared/public';
import type { ExpressionBuilder, Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import { isLinkShown } from '../../db/link-visibility';
import type { DB, EventsTable } from '../../db/schema';
import type { PublicCreatorRow } from '../../ports/public-reads';
import { isUpcoming, VISIBLE_EVENT_STATUSES } from './upcoming-filter';

/** The organiser's theme beside an event row: their colours are the event pages' colours. */
const OWNER_THEME_COLUMNS = [
  'users.theme_primary_color as owner_theme_primary_color',
  'users.theme_accent_color as owner_theme_accent_color',
  'users.theme_background_style as owner_theme_background_style',
  'users.theme_font as owner_theme_font',
  'users.theme_button_style as owner_theme_button_style',
  'users.background_image as owner_background_image',
  'users.background_image_small as owner_background_image_small',
  'users.background_light as owner_background_light',
  'users.background_dark as owner_background_dark',
] as const;

export type RowWithOwner = Selectable<EventsTable> & {
  owner_username: string;
  owner_full_name: string;
  owner_profile_image: string | null;
  owner_theme_primary_color: string;
  owner_theme_accent_color: string;
  owner_theme_background_style: string;
  owner_theme_font: string;
  owner_theme_button_style: string;
  owner_background_image: string | null;
  owner_background_image_small: string | null;
  owner_background_light: string | null;
  owner_background_dark: string | null;
  /** Set when an operator suspended the organiser's page (the event answers 403). */
  owner_suspended_at: string | null;
  /** 0/1: the organiser's page is for adults only (its face stays off event answers and cards). */
  owner_sensitive_content: number;
};

/** What the public read model reads straight from the tables (public.service.ts presents and caches it). */
export class PublicRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async creator(username: string): Promise<PublicCreatorRow | null> {
    const row = await this.db
      .selectFrom('users')
      .leftJoin('categories', 'categories.id', 'users.category_id')
      .select([
        'users.id',
        'users.username',
        'users.full_name',
        'users.bio',
        'users.profile_image',
        'users.theme_primary_color',
        'users.theme_accent_color',
        'users.theme_background_style',
        'users.theme_font',
        'users.theme_button_style',
        'users.background_image',
        'users.background_image_small',
        'users.background_light',
        'users.background_dark',
        'users.sensitive_content',
        'users.fan_signup_enabled',
        'categories.icon as category_icon',
        'categories.name as category_name',
        'users.suspended_at',
      ])
      .where('users.username', '=', username)
      .executeTakeFirst();
    return row ? { ...row, suspended: row.suspended_at !== null } : null;
  }

  /** The current username of whoever gave `username` up, or null. */
  async renamedTo(username: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('username_history')
      .innerJoin('users', 'users.id', 'username_history.user_id')
      .select('users.username')
      .where('username_history.username', '=', username)
      .executeTakeFirst();
    return row?.username ?? null;
  }

  /** The links shown now, by position. */
  shownLinks(userId: number, now: Date) {
    return this.db
      .selectFrom('links')
      .select(['id', 'title', 'url', 'icon', 'order_position', 'thumbnail_url', 'display'])
      .where('user_id', '=', userId)
      .where((eb) => isLinkShown(eb, now))
      .orderBy('order_position')
      .orderBy('id')
      .execute();
  }

  /** The social icons row under the bio, in the creator's order. */
  socialLinks(userId: number) {
    return this.db
      .selectFrom('social_links')
      .select(['network', 'url'])
      .where('user_id', '=', userId)
      .orderBy('order_position')
      .orderBy('id')
      .execute();
  }

  /** The creator's active goal as the public bar shows it, or undefined without one. */
  activeGoal(userId: number) {
    return this.db
      .selectFrom('goals')
      .leftJoin('goal_indexing', 'goal_indexing.goal_id', 'goals.id')
      .select([
        'goals.id',
        'goals.title',
        'goals.description',
        'goals.target_amount_cents',
        'goals.is_active',
        // An indexed goal's base (issue 33): target_amount_cents is today's target.
        'goal_indexing.index_key',
        'goal_indexing.base_target_cents',
        'goal_indexing.base_day',
      ])
      .where('goals.user_id', '=', userId)
      .where('goals.is_active', '=', 1)
      .executeTakeFirst();
  }

  /** The creator's suggested amounts as shown today (issue 33), or undefined: the forms' defaults. */
  donationChips(userId: number) {
    return this.db
      .selectFrom('donation_chips')
      .select(['today_cents_1', 'today_cents_2', 'today_cents_3'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** The creator's next upcoming events, soonest first. */
  upcomingEvents(userId: number, now: Date, limit: number) {
    return this.db
      .selectFrom('events')
      .selectAll()
      .where('user_id', '=', userId)
      .where((eb) => isUpcoming(eb, now))
      .orderBy('event_date')
      .orderBy((eb) => eb.fn.coalesce('event_time', eb.val('')))
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** One page of a creator's visible events in a tab, and how many each tab holds. */
  async userEvents(
    userId: number,
    now: Date,
    filter: { tab: EventTab; category?: string | undefined; limit: number; offset: number },
  ) {
    let base = this.db
      .selectFrom('events')
      .where('user_id', '=', userId)
      .where('status', 'in', VISIBLE_EVENT_STATUSES);
    if (filter.category) base = base.where('category', '=', filter.category);

    const upcoming = (eb: ExpressionBuilder<DB, 'events'>) => isUpcoming(eb, now);
    const tallyQuery = base
      .select((eb) => [
        eb.fn.countAll<number>().as('all'),
        eb.fn.sum<number>(eb.case().when(upcoming(eb)).then(1).else(0).end()).as('upcoming'),
      ])
      .executeTakeFirstOrThrow();

    let list = base;
    if (filter.tab === 'upcoming') list = list.where(upcoming);
    if (filter.tab === 'past') list = list.where((eb) => eb.not(upcoming(eb)));
    const rowsQuery = orderForTab(list.selectAll(), filter.tab, upcoming)
      .limit(filter.limit)
      .offset(filter.offset)
      .execute();

    const [tally, rows] = await Promise.all([tallyQuery, rowsQuery]);
    return { tally, rows };
  }

  /** One page of every creator's upcoming events, soonest first, with their organisers; and the total. */
  async events(query: PublicEventsQuery, now: Date) {
    let base = this.db
      .selectFrom('events')
      .innerJoin('users', 'users.id', 'events.user_id')
      // A suspended page's events leave the listing (issue 22).
      .where('users.suspended_at', 'is', null)
      .where((eb) => isUpcoming(eb, now));
    if (query.category) base = base.where('events.category', '=', query.category);
    if (query.featured !== undefined) base = base.where('events.is_featured', '=', query.featured ? 1 : 0);
    const [counted, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      base
        .selectAll('events')
        .select([
          'users.username as owner_username',
          'users.full_name as owner_full_name',
          'users.profile_image as owner_profile_image',
          ...OWNER_THEME_COLUMNS,
          'users.suspended_at as owner_suspended_at',
          'users.sensitive_content as owner_sensitive_content',
          'users.sensitive_content as owner_sensitive_content',
        ])
        .orderBy('events.event_date')
        .orderBy((eb) => eb.fn.coalesce('events.event_time', eb.val('')))
        .orderBy('events.id')
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .execute(),
    ]);
    return { total: Number(counted.n), rows };
  }

  /** One event in one of `statuses`, with its organiser. */
  eventWithOwner(id: number, statuses: readonly string[]): Promise<RowWithOwner | undefined> {
    return this.db
      .selectFrom('events')
      .innerJoin('users', 'users.id', 'events.user_id')
      .selectAll('events')
      .select([
        'users.username as owner_username',
        'users.full_name as owner_full_name',
        'users.profile_image as owner_profile_image',
        ...OWNER_THEME_COLUMNS,
        'users.suspended_at as owner_suspended_at',
        'users.sensitive_content as owner_sensitive_content',
      ])
      .where('events.id', '=', id)
      .where('events.status', 'in', [...statuses])
      .executeTakeFirst();
  }
}

/**
 * Upcoming events read soonest first, past ones latest first; 'Todos' shows the upcoming group
 * before the past one. Within a group the other group's sort keys are all NULL, so the dialects'
 * different NULL ordering never matters.
 */
function orderForTab<O>(
  query: SelectQueryBuilder<DB, 'events', O>,
  tab: EventTab,
  upcoming: (eb: ExpressionBuilder<DB, 'events'>) => ReturnType<typeof isUpcoming>,
): SelectQueryBuilder<DB, 'events', O> {
  const time = (eb: ExpressionBuilder<DB, 'events'>) => eb.fn.coalesce('event_time', eb.val(''));
  if (tab === 'upcoming') return query.orderBy('event_date').orderBy(time).orderBy('id');
  if (tab === 'past') return query.orderBy('event_date', 'desc').orderBy(time, 'desc').orderBy('id', 'desc');
  return query
    .orderBy((eb) => eb.case().when(upcoming(eb)).then(0).else(1).end())
    .orderBy((eb) => eb.case().when(upcoming(eb)).then(eb.ref('event_date')).end())
    .orderBy((eb) => eb.case().when(upcoming(eb)).then(time(eb)).end())
    .orderBy((eb) => eb.case().when(upcoming(eb)).then(eb.val(null)).else(eb.ref('event_date')).end(), 'desc')
    .orderBy((eb) => eb.case().when(upcoming(eb)).then(eb.val(null)).else(time(eb)).end(), 'desc')
    .orderBy('id');
}

export type ActiveGoalRow = NonNullable<Awaited<ReturnType<PublicRepository['activeGoal']>>>;
