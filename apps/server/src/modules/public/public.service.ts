import { LIMITS } from '@enlaza/shared/limits';
import { PUBLIC_POSTS_PREVIEW } from '@enlaza/shared/posts';
import type {
  EventTab,
  PublicEvent,
  PublicEventOwner,
  PublicEventsQuery,
  PublicPagination,
  PublicProfile,
  PublicUserEventsQuery,
} from '@enlaza/shared/public';
import { isDeletedUsernameReserved } from '../../accounts/username-reservations.repository';
import { PageSuspendedError } from '../../http/errors';
import { normalizeUsername } from '../../lib/username';
import type { PublicCreatorRow, PublicReads, UserEventsPage } from '../../ports/public-reads';
import {
  presentDonationChips,
  presentOwner,
  presentPublicEvent,
  presentPublicGoal,
  presentPublicLink,
  presentPublicProfile,
  presentPublicSocial,
} from './public.presenter';
import { PublicRepository, type RowWithOwner } from './public.repository';
import type { PublicReadDeps } from './public-deps';
import { VISIBLE_EVENT_STATUSES } from './upcoming-filter';

type LoadedEvent = { event: PublicEvent & { user: PublicEventOwner }; ownerId: number; suspended: boolean };

/** An event of a suspended page is refused (403); the cached object itself is what others get. */
function refuseSuspended(found: LoadedEvent | null): LoadedEvent | null {
  if (found?.suspended) throw new PageSuspendedError();
  return found;
}

function pagination(page: number, limit: number, total: number): PublicPagination {
  const totalPages = Math.ceil(total / limit);
  return { current_page: page, total_pages: totalPages, total_events: total, has_more: page < totalPages };
}

/**
 * Everything visitors can read: one creator's page, their events, all upcoming events, one event.
 * The JSON API and the server-rendered pages both load through here, so they show the same data.
 */
export class PublicService implements PublicReads {
  private readonly repo: PublicRepository;

  constructor(private readonly deps: PublicReadDeps) {
    this.repo = new PublicRepository(deps.database.db);
  }

  private get cache() {
    return this.deps.cache;
  }

  private now(): Date {
    return this.deps.clock.now();
  }

  /** The creator behind a public page; a suspended one is refused (403). */
  async creator(rawUsername: string): Promise<PublicCreatorRow | null> {
    const row = await this.cachedCreator(rawUsername);
    if (row?.suspended) throw new PageSuspendedError();
    return row;
  }

  private cachedCreator(rawUsername: string): Promise<PublicCreatorRow | null> {
    const username = normalizeUsername(rawUsername);
    if (!username) return Promise.resolve(null);
    return this.cache.read(
      `creator:${username}`,
      () => this.loadCreator(username),
      (row) => (row ? [row.id] : []),
    );
  }

  private async loadCreator(username: string): Promise<PublicCreatorRow | null> {
    return this.repo.creator(username);
  }

  /** The creator's current username when `rawUsername` is one they gave up, so old links still arrive. */
  async renamedTo(rawUsername: string): Promise<string | null> {
    const username = normalizeUsername(rawUsername);
    if (!username) return null;
    return this.repo.renamedTo(username);
  }

  /** Whether the name belonged to an account erased in the last 30 days. */
  async erasedRecently(rawUsername: string): Promise<boolean> {
    const username = normalizeUsername(rawUsername);
    if (!username) return false;
    return isDeletedUsernameReserved(this.deps.database.db, username, {
      encryptionKey: this.deps.config.encryptionKey,
      now: this.now(),
    });
  }

  /** The public profile: active links by position, the active goal, the next upcoming events. */
  async profile(rawUsername: string): Promise<{ creator: PublicCreatorRow; profile: PublicProfile } | null> {
    const username = normalizeUsername(rawUsername);
    if (!username) return null;
    // Refuses a suspended page before its (cached) profile is read.
    if (!(await this.creator(username))) return null;
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
    const [
      links,
      social,
      goal,
      events,
      donationsEnabled,
      music,
      wall,
      monthlyTiers,
      posts,
      transfer,
      monthlyGoal,
      chips,
    ] = await Promise.all([
      this.repo.shownLinks(creator.id, now),
      this.repo.socialLinks(creator.id),
      this.repo
        .activeGoal(creator.id)
        .then(async (row) =>
          row
            ? presentPublicGoal(
                row,
                await this.deps.raised.raisedFor(row.id),
                await this.deps.raised.confirmedTransfersFor(row.id),
              )
            : null,
        ),
      // One more than shown tells whether 'Ver todos los eventos' is needed.
      this.repo.upcomingEvents(creator.id, now, preview + 1),
      this.deps.readiness.canReceiveDonations(creator.id),
      this.deps.music.publicMusic(creator.id),
      this.deps.supporters.latest(creator.id),
      this.deps.monthly.publicTiers(creator.id),
      this.deps.posts.latest(creator.id, PUBLIC_POSTS_PREVIEW),
      this.deps.transfers.publicDetails(creator.id),
      this.deps.monthlyGoals.monthlyGoal(creator.id),
      this.repo.donationChips(creator.id),
    ]);
    const profile = presentPublicProfile({
      creator,
      links: links.map(presentPublicLink),
      social: social.map(presentPublicSocial).filter((item) => item !== null),
      goal,
      upcomingEvents: events
        .slice(0, preview)
        .map((row) => presentPublicEvent(this.deps.events.present(row, now))),
      hasMoreEvents: events.length > preview,
      // An authorized connection with this server's payment provider: otherwise the goal card says
      // donations are not available yet.
      donationsEnabled,
      music,
      supporters: wall.supporters,
      hasMoreSupporters: wall.has_more,
      // Offered only while the creator can collect (their Mercado Pago account is connected).
      monthlyTiers: donationsEnabled ? monthlyTiers : [],
      monthlyGoal,
      posts,
      transfer,
      donationChips: presentDonationChips(chips),
    });
    return { creator, profile };
  }

  /** A creator's published and finished events, by tab: upcoming first (soonest), then past (latest). */
  async userEvents(rawUsername: string, query: PublicUserEventsQuery): Promise<UserEventsPage | null> {
    const username = normalizeUsername(rawUsername);
    if (!username) return null;
    if (!(await this.creator(username))) return null;
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
    const { tally, rows } = await this.repo.userEvents(creator.id, now, {
      tab,
      category: query.category,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    const all = Number(tally.all);
    const upcomingCount = Number(tally.upcoming ?? 0);
    const counts = { all, upcoming: upcomingCount, past: all - upcomingCount };
    const page = {
      user: presentOwner(creator),
      events: rows.map((row) => presentPublicEvent(this.deps.events.present(row, now))),
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
    const { total, rows } = await this.repo.events(query, now);
    return {
      events: rows.map((row) => this.presentWithOwner(row, now)),
      pagination: pagination(query.page, query.limit, total),
    };
  }

  /** One published or finished event with its organiser, or null. */
  async event(id: number): Promise<(PublicEvent & { user: PublicEventOwner }) | null> {
    return (await this.eventWithOwnerId(id))?.event ?? null;
  }

  /** The same, plus the organiser's id (kept on the server: page views are counted against it). */
  async eventWithOwnerId(
    id: number,
  ): Promise<{ event: PublicEvent & { user: PublicEventOwner }; ownerId: number } | null> {
    return refuseSuspended(
      await this.cache.read(
        `event:${id}`,
        () => this.loadEvent(id),
        (found) => (found ? [found.ownerId] : []),
      ),
    );
  }

  /**
   * A cancelled event, for its own page only: printed QR codes keep being scanned. Not cached (a
   * cancelled event is rarely visited); drafts are never found.
   */
  async cancelledEventWithOwnerId(
    id: number,
  ): Promise<{ event: PublicEvent & { user: PublicEventOwner }; ownerId: number } | null> {
    return refuseSuspended(await this.loadEvent(id, ['cancelled']));
  }

  private async loadEvent(id: number, statuses: readonly string[] = VISIBLE_EVENT_STATUSES) {
    const row = await this.repo.eventWithOwner(id, statuses);
    if (!row) return null;
    const found: LoadedEvent = {
      event: this.presentWithOwner(row, this.now()),
      ownerId: row.user_id,
      suspended: row.owner_suspended_at !== null,
    };
    return found;
  }

  private presentWithOwner(row: RowWithOwner, now: Date): PublicEvent & { user: PublicEventOwner } {
    const {
      owner_username,
      owner_full_name,
      owner_profile_image,
      owner_theme_primary_color,
      owner_theme_accent_color,
      owner_theme_background_style,
      owner_theme_font,
      owner_theme_button_style,
      owner_background_image,
      owner_background_image_small,
      owner_background_light,
      owner_background_dark,
      owner_suspended_at: _suspendedAt,
      owner_sensitive_content,
      ...event
    } = row;
    const owner = presentOwner({
      username: owner_username,
      full_name: owner_full_name,
      // A page for adults only shows no face on its events' pages, lists and share cards (issue 22).
      profile_image: owner_sensitive_content ? null : owner_profile_image,
      theme_primary_color: owner_theme_primary_color,
      theme_accent_color: owner_theme_accent_color,
      theme_background_style: owner_theme_background_style,
      theme_font: owner_theme_font,
      theme_button_style: owner_theme_button_style,
      // Nor its background image (it is a picture of the page as much as the face is).
      background_image: owner_sensitive_content ? null : owner_background_image,
      background_image_small: owner_sensitive_content ? null : owner_background_image_small,
      background_light: owner_background_light,
      background_dark: owner_background_dark,
    });
    return { ...presentPublicEvent(this.deps.events.present(event, now)), user: owner };
  }
}
