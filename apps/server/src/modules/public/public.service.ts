import { LIMITS } from '@enlaza/shared/limits';
import type {
  EventTab,
  PublicEvent,
  PublicEventCounts,
  PublicEventOwner,
  PublicPagination,
  PublicProfile,
} from '@enlaza/shared/public-pages';
import type { PublicEventsQuery, PublicUserEventsQuery } from '@enlaza/shared/public-pages-schema';
import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import { isLinkShown } from '../../db/link-visibility';
import type { DB } from '../../db/schema';
import { normalizeUsername } from '../../lib/username';
import type { PublicCreatorRow, PublicReads, UserEventsPage } from '../../ports/public-reads';
import { type EventRow, presentEvent } from '../events/event.presenter';
import { findPublicMusic } from '../music/music.repository';
import {
  presentOwner,
  presentPublicEvent,
  presentPublicGoal,
  presentPublicLink,
  presentPublicProfile,
} from './public.presenter';
import type { PublicReadDeps } from './public-deps';
import { isUpcoming, VISIBLE_EVENT_STATUSES } from './upcoming-filter';

function pagination(page: number, limit: number, total: number): PublicPagination {
  const totalPages = Math.ceil(total / limit);
  return { current_page: page, total_pages: totalPages, total_events: total, has_more: page < totalPages };
}

/**
 * Everything visitors can read: one creator's page, their events, all upcoming events, one event.
 * The JSON API and the server-rendered pages both load through here, so they show the same data.
 */
export class PublicService implements PublicReads {
  constructor(private readonly deps: PublicReadDeps) {}

  private get cache() {
    return this.deps.cache;
  }

  private get db() {
    return this.deps.database.db;
  }

  private now(): Date {
    return this.deps.clock.now();
  }

  creator(rawUsername: string): Promise<PublicCreatorRow | null> {
    const username = normalizeUsername(rawUsername);
    if (!username) return Promise.resolve(null);
    return this.cache.read(
      `creator:${username}`,
      () => this.loadCreator(username),
      (row) => (row ? [row.id] : []),
    );
  }

  private async loadCreator(username: string): Promise<PublicCreatorRow | null> {
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
        'categories.icon as category_icon',
        'categories.name as category_name',
      ])
      .where('users.username', '=', username)
      .executeTakeFirst();
    return row ?? null;
  }

  /** The creator's current username when `rawUsername` is one they gave up, so old links still arrive. */
  async renamedTo(rawUsername: string): Promise<string | null> {
    const username = normalizeUsername(rawUsername);
    if (!username) return null;
    const row = await this.db
      .selectFrom('username_history')
      .innerJoin('users', 'users.id', 'username_history.user_id')
      .select('users.username')
      .where('username_history.username', '=', username)
      .executeTakeFirst();
    return row?.username ?? null;
  }

  /** The public profile: active links by position, the active goal, the next upcoming events. */
  profile(rawUsername: string): Promise<{ creator: PublicCreatorRow; profile: PublicProfile } | null> {
    const username = normalizeUsername(rawUsername);
    if (!username) return Promise.resolve(null);
    return this.cache.read(
      `profile:${username}`,
      () => this.loadProfile(username),
      (found) => (found ? [found.creator.id] : []),
    );
  }

  private async loadProfile(
    username: string,
  ): Promise<{ creator: PublicCreatorRow; profile: PublicProfile } | null> {
    const creator = await this.creator(username);
    if (!creator) return null;
    const preview = LIMITS.publicEventsPreview;
    const now = this.now();
    const [links, goal, events, donationsEnabled, music] = await Promise.all([
      this.db
        .selectFrom('links')
        .select(['id', 'title', 'url', 'icon', 'order_position'])
        .where('user_id', '=', creator.id)
        .where((eb) => isLinkShown(eb, now))
        .orderBy('order_position')
        .orderBy('id')
        .execute(),
      this.db
        .selectFrom('goals')
        .select(['id', 'title', 'description', 'target_amount_cents', 'is_active'])
        .where('user_id', '=', creator.id)
        .where('is_active', '=', 1)
        .executeTakeFirst()
        .then(async (row) =>
          row ? presentPublicGoal(row, await this.deps.raised.raisedFor(row.id)) : null,
        ),
      this.db
        .selectFrom('events')
        .selectAll()
        .where('user_id', '=', creator.id)
        .where((eb) => isUpcoming(eb, now))
        .orderBy('event_date')
        .orderBy((eb) => eb.fn.coalesce('event_time', eb.val('')))
        .orderBy('id')
        // One more than shown tells whether 'Ver todos los eventos' is needed.
        .limit(preview + 1)
        .execute(),
      this.deps.readiness.canReceiveDonations(creator.id),
      findPublicMusic(this.db, creator.id),
    ]);
    const profile = presentPublicProfile({
      creator,
      links: links.map(presentPublicLink),
      goal,
      upcomingEvents: events.slice(0, preview).map((row) => presentPublicEvent(presentEvent(row, now))),
      hasMoreEvents: events.length > preview,
      // An authorized connection with this server's payment provider: otherwise the goal card says
      // donations are not available yet.
      donationsEnabled,
      music,
    });
    return { creator, profile };
  }

  /** A creator's published and finished events, by tab: upcoming first (soonest), then past (latest). */
  async userEvents(rawUsername: string, query: PublicUserEventsQuery): Promise<UserEventsPage | null> {
    const username = normalizeUsername(rawUsername);
    if (!username) return null;
    const key = `events:${username}:${query.tab ?? 'all'}:${query.category ?? ''}:${query.page}:${query.limit}`;
    const found = await this.cache.read(
      key,
      () => this.loadUserEvents(username, query),
      (loaded) => (loaded ? [loaded.ownerId] : []),
    );
    return found?.page ?? null;
  }

  private async loadUserEvents(
    username: string,
    query: PublicUserEventsQuery,
  ): Promise<{ page: UserEventsPage; ownerId: number } | null> {
    const creator = await this.creator(username);
    if (!creator) return null;
    const now = this.now();
    const tab: EventTab = query.tab ?? 'all';
    let base = this.db
      .selectFrom('events')
      .where('user_id', '=', creator.id)
      .where('status', 'in', VISIBLE_EVENT_STATUSES);
    if (query.category) base = base.where('category', '=', query.category);

    const upcoming = (eb: ExpressionBuilder<DB, 'events'>) => isUpcoming(eb, now);
    const tallyQuery = base
      .select((eb) => [
        eb.fn.countAll<number>().as('all'),
        eb.fn.sum<number>(eb.case().when(upcoming(eb)).then(1).else(0).end()).as('upcoming'),
      ])
      .executeTakeFirstOrThrow();

    let list = base;
    if (tab === 'upcoming') list = list.where(upcoming);
    if (tab === 'past') list = list.where((eb) => eb.not(upcoming(eb)));
    const rowsQuery = orderForTab(list.selectAll(), tab, upcoming)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute();

    const [tally, rows] = await Promise.all([tallyQuery, rowsQuery]);
    const all = Number(tally.all);
    const upcomingCount = Number(tally.upcoming ?? 0);
    const counts = { all, upcoming: upcomingCount, past: all - upcomingCount };
    const page = {
      user: presentOwner(creator),
      events: rows.map((row) => presentPublicEvent(presentEvent(row, now))),
      counts,
      pagination: pagination(query.page, query.limit, counts[tab]),
    };
    return { page, ownerId: creator.id };
  }

  /** Upcoming published events of every creator, soonest first, each with its organiser. */
  events(query: PublicEventsQuery): Promise<{ events: PublicEvent[]; pagination: PublicPagination }> {
    const key = `all-events:${query.category ?? ''}:${query.featured ?? ''}:${query.page}:${query.limit}`;
    // Every creator's events: any creator's write may change it.
    return this.cache.read(
      key,
      () => this.loadEvents(query),
      () => [],
    );
  }

  private async loadEvents(
    query: PublicEventsQuery,
  ): Promise<{ events: PublicEvent[]; pagination: PublicPagination }> {
    const now = this.now();
    let base = this.db
      .selectFrom('events')
      .innerJoin('users', 'users.id', 'events.user_id')
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
        ])
        .orderBy('events.event_date')
        .orderBy((eb) => eb.fn.coalesce('events.event_time', eb.val('')))
        .orderBy('events.id')
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .execute(),
    ]);
    return {
      events: rows.map((row) => presentWithOwner(row, now)),
      pagination: pagination(query.page, query.limit, Number(counted.n)),
    };
  }

  /** One published or finished event with its organiser, or null. */
  async event(id: number): Promise<(PublicEvent & { user: PublicEventOwner }) | null> {
    return (await this.eventWithOwnerId(id))?.event ?? null;
  }

  /** The same, plus the organiser's id (kept on the server: page views are counted against it). */
  eventWithOwnerId(
    id: number,
  ): Promise<{ event: PublicEvent & { user: PublicEventOwner }; ownerId: number } | null> {
    return this.cache.read(
      `event:${id}`,
      () => this.loadEvent(id),
      (found) => (found ? [found.ownerId] : []),
    );
  }

  /**
   * A cancelled event, for its own page only: printed QR codes keep being scanned. Not cached (a
   * cancelled event is rarely visited); drafts are never found.
   */
  cancelledEventWithOwnerId(
    id: number,
  ): Promise<{ event: PublicEvent & { user: PublicEventOwner }; ownerId: number } | null> {
    return this.loadEvent(id, ['cancelled']);
  }

  private async loadEvent(
    id: number,
    statuses: readonly string[] = VISIBLE_EVENT_STATUSES,
  ): Promise<{ event: PublicEvent & { user: PublicEventOwner }; ownerId: number } | null> {
    const row = await this.db
      .selectFrom('events')
      .innerJoin('users', 'users.id', 'events.user_id')
      .selectAll('events')
      .select([
        'users.username as owner_username',
        'users.full_name as owner_full_name',
        'users.profile_image as owner_profile_image',
        ...OWNER_THEME_COLUMNS,
      ])
      .where('events.id', '=', id)
      .where('events.status', 'in', [...statuses])
      .executeTakeFirst();
    return row ? { event: presentWithOwner(row, this.now()), ownerId: row.user_id } : null;
  }
}

/** The organiser's theme beside an event row: their colours are the event pages' colours. */
const OWNER_THEME_COLUMNS = [
  'users.theme_primary_color as owner_theme_primary_color',
  'users.theme_accent_color as owner_theme_accent_color',
  'users.theme_background_style as owner_theme_background_style',
] as const;

type RowWithOwner = EventRow & {
  owner_username: string;
  owner_full_name: string;
  owner_profile_image: string | null;
  owner_theme_primary_color: string;
  owner_theme_accent_color: string;
  owner_theme_background_style: string;
};

function presentWithOwner(row: RowWithOwner, now: Date): PublicEvent & { user: PublicEventOwner } {
  const {
    owner_username,
    owner_full_name,
    owner_profile_image,
    owner_theme_primary_color,
    owner_theme_accent_color,
    owner_theme_background_style,
    ...event
  } = row;
  const owner = presentOwner({
    username: owner_username,
    full_name: owner_full_name,
    profile_image: owner_profile_image,
    theme_primary_color: owner_theme_primary_color,
    theme_accent_color: owner_theme_accent_color,
    theme_background_style: owner_theme_background_style,
  });
  return { ...presentPublicEvent(presentEvent(event, now)), user: owner };
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
