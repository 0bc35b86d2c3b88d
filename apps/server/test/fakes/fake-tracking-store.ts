import type { Insertable } from 'kysely';
import type { LinkClicksTable, PageViewsTable } from '../../src/db/schema';
import type {
  DailyDimensionRow,
  DailyReferrerRow,
  DailyViewsRow,
  DailyVisitorRow,
} from '../../src/modules/tracking/daily-stats.repository';
import type { ClickTarget } from '../../src/modules/tracking/tracking.repository';
import type { CapPlace } from '../../src/modules/tracking/tracking-caps.repository';
import type { TrackingStore, TrackingWrites } from '../../src/modules/tracking/tracking-store';
import { inMemoryTransaction, snapshotRows, uniqueViolation } from './in-memory-transaction';

export interface TrackedCreator {
  id: number;
  username: string;
  suspended_at: string | null;
  deleted_at: string | null;
}
export interface TrackedLink {
  id: number;
  user_id: number;
  url: string;
  is_active: number;
  starts_at: string | null;
  ends_at: string | null;
  click_count: number;
}
export interface TrackedSocial {
  id: number;
  user_id: number;
  network: string;
  url: string;
  click_count: number;
}
type PageViewRow = Insertable<PageViewsTable> & { event_id: number | null };
type LinkClickRow = Insertable<LinkClicksTable> & { id: number };
interface DailyClickRow {
  user_id: number;
  day: string;
  link_id: number;
  clicks: number;
}
interface DonateOpenerRow {
  user_id: number;
  event_id: number;
  visitor_hash: string;
  day: string;
}

/**
 * What tracking reads and writes, in memory, with the SQL's rules: tracking_caps keyed by (bucket,
 * member) and a session renewed only when older than `since` (tracking-caps.repository), click rows
 * matched by kind, link or url and time (hasClickSince), shown links by flag and schedule
 * (db/link-visibility.ts), the roll-ups as upserts that add, a daily visitor and an 'Aportar' opener
 * kept once (their primary keys). A transaction that throws leaves every table as it was.
 */
export class FakeTrackingStore implements TrackingStore, TrackingWrites {
  readonly creators: TrackedCreator[] = [];
  readonly events: { id: number; user_id: number }[] = [];
  readonly links: TrackedLink[] = [];
  readonly socials: TrackedSocial[] = [];
  readonly pageViews: PageViewRow[] = [];
  readonly linkClicks: LinkClickRow[] = [];
  readonly caps: CapPlace[] = [];
  readonly dailyVisitors: DailyVisitorRow[] = [];
  readonly dailyViews: DailyViewsRow[] = [];
  readonly dailyReferrers: DailyReferrerRow[] = [];
  readonly dailyClicks: DailyClickRow[] = [];
  readonly dailyDimensions: DailyDimensionRow[] = [];
  readonly donateOpeners: DonateOpenerRow[] = [];
  private nextClickId = 1;

  // --- reads

  async isCreatorsEvent(userId: number, eventId: number): Promise<boolean> {
    return this.events.some((e) => e.id === eventId && e.user_id === userId);
  }

  async findCreatorIdByUsername(username: string): Promise<number | undefined> {
    return this.creators.find((c) => c.username === username)?.id;
  }

  async hasClickSince(click: {
    userId: number;
    visitorHash: string;
    since: string;
    target: ClickTarget;
  }): Promise<boolean> {
    const { target } = click;
    return this.linkClicks.some(
      (row) =>
        row.user_id === click.userId &&
        row.created_at > click.since &&
        row.visitor_hash === click.visitorHash &&
        ('linkId' in target
          ? row.kind === 'link' && row.link_id === target.linkId
          : row.kind === ('social' in target ? 'social' : 'spotify') && row.url === target.url),
    );
  }

  async findShownLink(linkId: number, now: Date) {
    const at = now.toISOString();
    const link = this.links.find(
      (l) =>
        l.id === linkId &&
        l.is_active === 1 &&
        (l.starts_at === null || l.starts_at <= at) &&
        (l.ends_at === null || l.ends_at > at),
    );
    const creator = link && this.creators.find((c) => c.id === link.user_id);
    if (!link || !creator) return undefined;
    return { id: link.id, user_id: link.user_id, url: link.url, suspended_at: creator.suspended_at };
  }

  async findSocialLink(username: string, network: string) {
    const creator = this.creators.find((c) => c.username === username && c.deleted_at === null);
    const social = creator && this.socials.find((s) => s.user_id === creator.id && s.network === network);
    if (!creator || !social) return undefined;
    return { id: social.id, user_id: social.user_id, url: social.url, suspended_at: creator.suspended_at };
  }

  async deleteCapPlacesBefore(before: string): Promise<void> {
    removeWhere(this.caps, (place) => place.created_at < before);
  }

  transaction<T>(work: (tx: TrackingWrites) => Promise<T>): Promise<T> {
    const tables = [
      this.links,
      this.socials,
      this.pageViews,
      this.linkClicks,
      this.caps,
      this.dailyVisitors,
      this.dailyViews,
      this.dailyReferrers,
      this.dailyClicks,
      this.dailyDimensions,
      this.donateOpeners,
    ] as unknown[][];
    return inMemoryTransaction(
      tables.map((rows) => ({ snapshot: () => snapshotRows(rows) })),
      () => work(this),
    );
  }

  readonly viewsPerTransaction = 500;

  /** Memory has no disk to wait for: the same as `transaction`. */
  unsyncedTransaction<T>(work: (tx: TrackingWrites) => Promise<T>): Promise<T> {
    return this.transaction(work);
  }

  // --- tracking_caps (one transaction at a time in memory, as on SQLite: nothing to lock)

  async lockCapBucket(_bucket: string): Promise<void> {}

  async hasCapMember(bucket: string, member: string): Promise<boolean> {
    return this.caps.some((p) => p.bucket === bucket && p.member === member);
  }

  async countCapPlaces(bucket: string): Promise<number> {
    return this.caps.filter((p) => p.bucket === bucket).length;
  }

  async takeCapPlace(place: CapPlace): Promise<void> {
    if (await this.hasCapMember(place.bucket, place.member)) throw uniqueViolation('tracking_caps', 'member');
    this.caps.push({ ...place });
  }

  /** Insert, or on (bucket, member) renew the row only when it started at or before `since`. */
  async startSession(session: CapPlace, since: string): Promise<boolean> {
    const row = this.caps.find((p) => p.bucket === session.bucket && p.member === session.member);
    if (!row) {
      this.caps.push({ ...session });
      return true;
    }
    if (row.created_at > since) return false;
    row.created_at = session.created_at;
    return true;
  }

  async lockCapBuckets(_buckets: readonly string[]): Promise<void> {}

  async capPlacesIn(buckets: readonly string[]): Promise<{ bucket: string; member: string }[]> {
    return this.caps
      .filter((p) => buckets.includes(p.bucket))
      .map(({ bucket, member }) => ({ bucket, member }));
  }

  async takeCapPlaces(places: readonly CapPlace[]): Promise<void> {
    for (const place of places) await this.takeCapPlace(place);
  }

  async startSessions(
    sessions: readonly CapPlace[],
    windowMinutes: number,
  ): Promise<{ bucket: string; member: string }[]> {
    const started: { bucket: string; member: string }[] = [];
    for (const session of sessions) {
      const since = new Date(Date.parse(session.created_at) - windowMinutes * 60_000).toISOString();
      if (await this.startSession(session, since))
        started.push({ bucket: session.bucket, member: session.member });
    }
    return started;
  }

  // --- raw rows

  async insertPageViews(views: Insertable<PageViewsTable>[]): Promise<void> {
    for (const view of views) this.pageViews.push({ ...view, event_id: view.event_id ?? null });
  }

  async insertLinkClick(click: Insertable<LinkClicksTable>): Promise<void> {
    this.linkClicks.push({ ...click, id: this.nextClickId++ });
  }

  async incrementLinkClickCount(linkId: number): Promise<void> {
    for (const link of this.links.filter((l) => l.id === linkId)) link.click_count += 1;
  }

  async incrementSocialClickCount(socialId: number): Promise<void> {
    for (const social of this.socials.filter((s) => s.id === socialId)) social.click_count += 1;
  }

  async addDonateOpener(opener: DonateOpenerRow): Promise<boolean> {
    const known = this.donateOpeners.some(
      (o) =>
        o.user_id === opener.user_id &&
        o.event_id === opener.event_id &&
        o.day === opener.day &&
        o.visitor_hash === opener.visitor_hash,
    );
    if (known) return false;
    this.donateOpeners.push({ ...opener });
    return true;
  }

  // --- the daily roll-ups

  async insertNewDailyVisitors(visitors: DailyVisitorRow[]): Promise<{ user_id: number; day: string }[]> {
    const fresh: { user_id: number; day: string }[] = [];
    for (const v of visitors) {
      const known = this.dailyVisitors.some(
        (r) => r.user_id === v.user_id && r.day === v.day && r.visitor_hash === v.visitor_hash,
      );
      if (known) continue;
      this.dailyVisitors.push({ ...v });
      fresh.push({ user_id: v.user_id, day: v.day });
    }
    return fresh;
  }

  async addDailyViews(rows: DailyViewsRow[]): Promise<void> {
    for (const row of rows) {
      const known = this.dailyViews.find((r) => r.user_id === row.user_id && r.day === row.day);
      if (!known) this.dailyViews.push({ ...row });
      else {
        known.views += row.views;
        known.unique_views += row.unique_views;
      }
    }
  }

  async addDailyReferrers(rows: DailyReferrerRow[]): Promise<void> {
    for (const row of rows) {
      const known = this.dailyReferrers.find(
        (r) => r.user_id === row.user_id && r.day === row.day && r.site === row.site,
      );
      if (!known) this.dailyReferrers.push({ ...row });
      else known.visits += row.visits;
    }
  }

  async addDailyClick(click: { user_id: number; day: string; link_id: number }): Promise<void> {
    const known = this.dailyClicks.find(
      (r) => r.user_id === click.user_id && r.day === click.day && r.link_id === click.link_id,
    );
    if (!known) this.dailyClicks.push({ ...click, clicks: 1 });
    else known.clicks += 1;
  }

  async addDailyDimensions(rows: DailyDimensionRow[]): Promise<void> {
    for (const row of rows) {
      const known = this.dailyDimensions.find(
        (r) =>
          r.user_id === row.user_id &&
          r.event_id === row.event_id &&
          r.dimension === row.dimension &&
          r.day === row.day &&
          r.value === row.value,
      );
      if (!known) this.dailyDimensions.push({ ...row });
      else {
        known.visits += row.visits;
        known.clicks += row.clicks;
      }
    }
  }
}

function removeWhere<T>(rows: T[], drop: (row: T) => boolean): void {
  const kept = rows.filter((row) => !drop(row));
  rows.splice(0, rows.length, ...kept);
}
