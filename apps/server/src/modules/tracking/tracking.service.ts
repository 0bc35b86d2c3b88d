import { argentinaToday, EVENT_MESSAGES } from '@enlaza/shared/events';
import { LINK_MESSAGES } from '@enlaza/shared/links';
import { PUBLIC_MESSAGES } from '@enlaza/shared/public';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { notFound, PageSuspendedError } from '../../http/errors';
import type { PageVisits, TrackedPage, Visitor } from '../../ports/page-visits';
import type { PublicReads } from '../../ports/public-reads';
import { rollUpClick, rollUpViews } from './daily-rollup';
import { dimensionPage, rollUpDimensions } from './dimension-rollup';
import { loadIpPlaces } from './ip-place';
import { PageViewBuffer } from './page-view-buffer';
import type { ClickTarget } from './tracking.repository';
import { type CapClaim, TrackingCaps } from './tracking-caps';
import { type TrackingStore, trackingStore } from './tracking-store';
import { campaignOf, VisitTraitsCache } from './visit-dimensions';
import { isLikelyBot, isPageOpening, isPrefetch, referrerHost, VisitorHasher } from './visitor';

/** A click by the same visitor on the same link within this window counts once. */
export const CLICK_REPEAT_WINDOW_MS = 10_000;

export type TrackingDeps = Pick<AppDeps, 'config' | 'database' | 'clock' | 'log'> & {
  /**
   * The creator a username names, from public's cached reads (forgotten on every copy when a creator
   * is renamed, erased or suspended; a suspended page answers 403): a beacon asks no query of its
   * own. Without it, the tracking store is asked each time.
   */
  creators?: Pick<PublicReads, 'creator'>;
};

/** Page views and clicks of visitors, identified only by a daily-rotating salted hash. */
export class TrackingService implements PageVisits {
  private readonly hasher: VisitorHasher;
  private readonly buffer: PageViewBuffer;
  private readonly caps: TrackingCaps;
  private readonly traits = new VisitTraitsCache();

  constructor(
    private readonly deps: TrackingDeps,
    private readonly store: TrackingStore = trackingStore(deps.database),
  ) {
    this.hasher = new VisitorHasher(deps.config.visitorSaltSecret);
    this.caps = new TrackingCaps(store);
    this.buffer = new PageViewBuffer(store, this.caps, deps.log);
  }

  visitor(request: FastifyRequest): Visitor {
    const userAgent = request.headers['user-agent'];
    const ignored = isLikelyBot(userAgent) || isPrefetch(request.headers);
    // Nothing is written for an ignored visitor, so there is no hash to compute.
    if (ignored) return { ignored, hash: '', day: '', ipHash: '', traits: null };
    const now = this.deps.clock.now();
    const { day, hash } = this.hasher.hash(now, request.ip, userAgent ?? '');
    // request.ip is the visitor's address as TRUST_PROXY decides (the proxy's own without it).
    const ipHash = this.hasher.ipHash(now, request.ip);
    const traits = this.traits.traits(request.ip, ipHash, userAgent ?? '');
    return { ignored, hash, day, ipHash, traits };
  }

  visitorHash(request: FastifyRequest): string | null {
    const visitor = this.visitor(request);
    return visitor.ignored ? null : visitor.hash;
  }

  private claim(kind: CapClaim['kind'], creatorId: number, visitor: Visitor, at: string): CapClaim {
    return { kind, creatorId, ipHash: visitor.ipHash, visitorHash: visitor.hash, at };
  }

  /** Old per-IP places go now and then; a failure only leaves them a little longer. */
  private purgeCaps(): void {
    this.caps.purgeNowAndThen(this.deps.clock.now()).catch((error: unknown) => {
      this.deps.log.warn({ err: error }, 'tracking caps not purged');
    });
  }

  /**
   * Records one view of a creator's page by a person (crawlers and prefetches are skipped), once per
   * visit (VIEW_SESSION_MS). `search`
   * is the viewed page's query string, where its utm_* parameters name the campaign.
   */
  async recordView(
    userId: number,
    page: TrackedPage,
    visitor: Visitor,
    referer: string | undefined,
    search: string | null = null,
  ): Promise<boolean> {
    const { traits } = visitor;
    if (visitor.ignored || !traits) return false;
    const now = this.deps.clock.now().toISOString();
    this.purgeCaps();
    return this.store.transaction(async (tx) => {
      if (!(await this.caps.admit(tx, this.claim('visitor', userId, visitor, now)))) return false;
      const session = { creatorId: userId, page, eventId: null, visitorHash: visitor.hash, at: now };
      if (!(await this.caps.startsSession(tx, session))) return false;
      const view = {
        user_id: userId,
        page,
        visitor_hash: visitor.hash,
        referrer: referrerHost(referer),
        day: visitor.day,
        created_at: now,
      };
      await tx.insertPageViews([view]);
      await rollUpViews(tx, [view]);
      const eventId = dimensionPage(view);
      if (eventId !== null) {
        const campaign = campaignOf(search);
        await rollUpDimensions(tx, [{ kind: 'visit', userId, eventId, day: view.day, traits, campaign }]);
      }
      return true;
    });
  }

  /**
   * A server-rendered page's view, told by the page itself once it has loaded (its beacon, or its
   * <noscript> image): the HTML may come from a cache, so the page is never counted while it renders.
   * Joins the next batch write (see PageViewBuffer) so the answer does not wait for the disk; the
   * per-IP caps and the one view per visit apply there. `referrer` is where the visitor came from, as the page saw it.
   */
  async countOpenedPage(
    visitor: Visitor,
    opened: {
      userId: number;
      page: TrackedPage;
      eventId: number | null;
      referrer: string | undefined;
      search: string | undefined;
    },
  ): Promise<boolean> {
    if (visitor.ignored || !visitor.traits) return false;
    if (opened.page === 'event') {
      if (opened.eventId === null || !(await this.store.isCreatorsEvent(opened.userId, opened.eventId))) {
        throw notFound(EVENT_MESSAGES.notFound);
      }
    }
    this.purgeCaps();
    return this.buffer.add(
      {
        user_id: opened.userId,
        page: opened.page,
        event_id: opened.page === 'event' ? opened.eventId : null,
        visitor_hash: visitor.hash,
        referrer: referrerHost(opened.referrer),
        day: visitor.day,
        created_at: this.deps.clock.now().toISOString(),
      },
      visitor.ipHash,
      visitor.traits,
      campaignOf(opened.search ?? ''),
    );
  }

  /**
   * A visitor opened 'Aportar' on a creator's page (`eventId` null: the profile): the funnel's second
   * step, counted once per visitor and day within the per-IP cap. Returns whether it was counted.
   */
  async recordDonateOpened(
    userId: number,
    visitor: Visitor,
    eventId: number | null = null,
  ): Promise<boolean> {
    if (visitor.ignored) return false;
    const now = this.deps.clock.now();
    this.purgeCaps();
    return this.store.transaction(async (tx) => {
      if (!(await this.caps.admit(tx, this.claim('opener', userId, visitor, now.toISOString()))))
        return false;
      const opener = {
        user_id: userId,
        event_id: eventId ?? 0,
        visitor_hash: visitor.hash,
        day: visitor.day,
      };
      return tx.addDonateOpener(opener);
    });
  }

  /** The no-script 'Aportar' page was opened: counted after the answer has gone out. */
  recordDonateOpenedInBackground(
    request: FastifyRequest,
    userId: number,
    eventId: number | null = null,
  ): void {
    if (request.method !== 'GET' || !isPageOpening(request.headers)) return;
    const visitor = this.visitor(request);
    if (visitor.ignored) return;
    this.recordDonateOpened(userId, visitor, eventId).catch((error: unknown) => {
      this.deps.log.warn({ err: error, userId }, 'donate opening not counted');
    });
  }

  /** Loads what the first beacon would otherwise load while answering (the place database). */
  warmUp(): void {
    loadIpPlaces();
  }

  /** Writes the views still waiting (the app calls this when it closes). */
  flushViews(): Promise<void> {
    return this.buffer.flush();
  }

  /** The creator a username names, for the public endpoints that only know the name. */
  async creatorId(username: string): Promise<number> {
    if (this.deps.creators) {
      const creator = await this.deps.creators.creator(username);
      if (!creator) throw notFound(PUBLIC_MESSAGES.userNotFound);
      return creator.id;
    }
    const id = await this.store.findCreatorIdByUsername(username.toLowerCase());
    if (id === undefined) throw notFound(PUBLIC_MESSAGES.userNotFound);
    return id;
  }

  /** Whether this visitor already had a click of this kind (and link or url) counted a moment ago. */
  private async clickedRecently(userId: number, visitor: Visitor, target: ClickTarget): Promise<boolean> {
    const since = new Date(this.deps.clock.now().getTime() - CLICK_REPEAT_WINDOW_MS).toISOString();
    return this.store.hasClickSince({ userId, visitorHash: visitor.hash, since, target });
  }

  /** An active link of an existing creator, or undefined. */
  private activeLink(linkId: number) {
    return this.store.findShownLink(linkId, this.deps.clock.now());
  }

  /**
   * A click on an active link: counted on the link and kept as a dated row for the statistics.
   * Unknown, hidden or out-of-schedule links are 404. Returns whether the click was counted.
   */
  async recordLinkClick(linkId: number, visitor: Visitor): Promise<boolean> {
    const link = await this.activeLink(linkId);
    if (!link) throw notFound(LINK_MESSAGES.notFound);
    if (link.suspended_at !== null) throw new PageSuspendedError();
    return this.countLinkClick(link, visitor);
  }

  /**
   * GET /l/{id}: where an active link leads, its click counted with the beacon's rules on the way
   * (a failed count never stops the visitor). Null for an unknown, hidden or out-of-schedule link.
   */
  async followLink(linkId: number, visitor: Visitor): Promise<string | null> {
    const link = await this.activeLink(linkId);
    if (!link) return null;
    // A suspended page's links lead nowhere (issue 22): 403, never counted.
    if (link.suspended_at !== null) throw new PageSuspendedError();
    try {
      await this.countLinkClick(link, visitor);
    } catch (error) {
      this.deps.log.warn({ err: error, linkId }, 'link click not counted');
    }
    return link.url;
  }

  private async countLinkClick(
    link: { id: number; user_id: number; url: string },
    visitor: Visitor,
  ): Promise<boolean> {
    if (visitor.ignored) return false;
    if (await this.clickedRecently(link.user_id, visitor, { linkId: link.id })) return false;
    const now = this.deps.clock.now().toISOString();
    this.purgeCaps();
    return this.store.transaction(async (tx) => {
      if (!(await this.caps.admit(tx, this.claim('click', link.user_id, visitor, now)))) return false;
      await tx.incrementLinkClickCount(link.id);
      const click = {
        user_id: link.user_id,
        link_id: link.id,
        kind: 'link',
        url: link.url,
        visitor_hash: visitor.hash,
        created_at: now,
      };
      await tx.insertLinkClick(click);
      await rollUpClick(tx, click);
      if (visitor.traits) {
        const day = argentinaToday(new Date(now));
        await rollUpDimensions(tx, [
          { kind: 'click', userId: link.user_id, eventId: 0, day, traits: visitor.traits, campaign: null },
        ]);
      }
      return true;
    });
  }

  /**
   * GET /s/{username}/{network}: where a creator's social icon leads, its click counted like a link's
   * (kind 'social'; a failed count never stops the visitor). Null when the creator has no such icon.
   */
  async followSocial(username: string, network: string, visitor: Visitor): Promise<string | null> {
    const social = await this.store.findSocialLink(username.toLowerCase(), network);
    if (!social) return null;
    if (social.suspended_at !== null) throw new PageSuspendedError();
    try {
      await this.countSocialClick(social, visitor);
    } catch (error) {
      this.deps.log.warn({ err: error, network }, 'social click not counted');
    }
    return social.url;
  }

  private async countSocialClick(
    social: { id: number; user_id: number; url: string },
    visitor: Visitor,
  ): Promise<boolean> {
    if (visitor.ignored) return false;
    if (await this.clickedRecently(social.user_id, visitor, { url: social.url, social: true })) return false;
    const now = this.deps.clock.now().toISOString();
    this.purgeCaps();
    return this.store.transaction(async (tx) => {
      if (!(await this.caps.admit(tx, this.claim('click', social.user_id, visitor, now)))) return false;
      await tx.incrementSocialClickCount(social.id);
      const click = {
        user_id: social.user_id,
        link_id: null,
        kind: 'social',
        url: social.url,
        visitor_hash: visitor.hash,
        created_at: now,
      };
      await tx.insertLinkClick(click);
      await rollUpClick(tx, click);
      return true;
    });
  }

  /** A click on the creator's featured music ('spotify'). Unknown creators are 404. */
  async recordMusicClick(username: string, url: string, visitor: Visitor): Promise<boolean> {
    const userId = await this.creatorId(username);
    if (visitor.ignored) return false;
    if (await this.clickedRecently(userId, visitor, { url })) return false;
    const now = this.deps.clock.now().toISOString();
    this.purgeCaps();
    return this.store.transaction(async (tx) => {
      if (!(await this.caps.admit(tx, this.claim('click', userId, visitor, now)))) return false;
      await tx.insertLinkClick({
        user_id: userId,
        link_id: null,
        kind: 'spotify',
        url,
        visitor_hash: visitor.hash,
        created_at: now,
      });
      return true;
    });
  }
}
