import type { Config } from './config/env';
import { createInfrastructure, type InfrastructureOverrides } from './create-infrastructure';
import { createMoney } from './create-money';
import { createPorts } from './create-ports';
import type { Database } from './db/database';
import { SessionStore } from './lib/session-store';
import { AccountDeletionService } from './modules/account-deletion/account-deletion.service';
import type { AccountDeletionSeams } from './modules/account-deletion/account-deletion-deps';
import { AdminService } from './modules/admin/admin.service';
import { AuthService } from './modules/auth/auth.service';
import { secondFactorCheck } from './modules/auth/auth-ports';
import { DonationChipsService } from './modules/donation-chips/donation-chips.service';
import { EventsService } from './modules/events/events.service';
import { eventPresenting } from './modules/events/events-ports';
import { FansService } from './modules/fans/fans.service';
import { fanMailingList } from './modules/fans/fans-ports';
import { GoalsService } from './modules/goals/goals.service';
import { LinksService } from './modules/links/links.service';
import { MailQueueWorker } from './modules/mail-queue/mail-queue-worker';
import * as monthlyPorts from './modules/monthly/monthly-ports';
import { MusicConnectionService } from './modules/music/music-connection.service';
import { featuredMusicReads } from './modules/music/music-ports';
import { OverlayService } from './modules/overlay/overlay.service';
import { PostAccessService } from './modules/posts/post-access.service';
import { PostMailingsService } from './modules/posts/post-mailings.service';
import { PostsService } from './modules/posts/posts.service';
import { publishedPosts } from './modules/posts/posts-ports';
import { ProfileService } from './modules/profile/profile.service';
import { PublicService } from './modules/public/public.service';
import type { PublicCache } from './modules/public/public-cache';
import { visitorsCache } from './modules/public/public-ports';
import { ReportsService } from './modules/reports/reports.service';
import { SocialService } from './modules/social/social.service';
import { StatsService } from './modules/stats/stats.service';
import { TaxService } from './modules/tax/tax.service';
import { TrackingService } from './modules/tracking/tracking.service';
import type { HostLookup } from './modules/webhooks/webhook-address';
import { WebhookDeliveryWorker } from './modules/webhooks/webhook-delivery-worker';
import { WebhooksService } from './modules/webhooks/webhooks.service';
import type { PublicReads } from './ports/public-reads';

export interface DepsOverrides extends InfrastructureOverrides {
  publicCache?: PublicCache;
  /** How webhook endpoints' host names resolve (node:dns unless a test names its own). */
  webhookLookup?: HostLookup;
}

/**
 * The app as wired: the infrastructure, each service built once and handed to its routes (app.ts),
 * and the ports one slice offers another (their adapters live in the offering slice's
 * `<module>-ports.ts`). Only app.ts (and tests) see it; each module takes its own pick of it.
 */
export type AppWiring = ReturnType<typeof createDeps>;

/** Builds every service once and hands each module its ports; tests override adapters here. */
export function createDeps(config: Config, database: Database, overrides: DepsOverrides = {}) {
  const infra = createInfrastructure(config, database, overrides);
  const publicCache = overrides.publicCache ?? visitorsCache(infra, overrides.redis !== undefined);
  const money = createMoney(infra, publicCache);
  const { raised, supporters, monthlyGoals, pageChanges, readiness, outboundEvents } = money;
  const { monthly, indices, transfers, liveGoals } = money;
  const webhookDeps = { ...infra, lookup: overrides.webhookLookup };
  const sessions = new SessionStore(database.db, infra.clock);
  const auth = new AuthService({ ...infra, sessions, pageChanges });
  const links = new LinksService({ ...infra, pageChanges });
  const social = new SocialService({ ...infra, pageChanges });
  const goals = new GoalsService({ ...infra, raised, pageChanges, indexSeries: indices });
  const posts = new PostsService({ ...infra, pageChanges, monthly: monthly.tiers });
  const postReads = publishedPosts(posts);
  const publicReads: PublicReads = new PublicService({
    ...infra,
    cache: publicCache,
    raised,
    readiness,
    supporters,
    monthly: monthly.tiers,
    monthlyGoals,
    events: eventPresenting,
    music: featuredMusicReads(database),
    posts: postReads,
    transfers: money.transferDetails,
  });
  // The beacon routes and the pages' own counter share one page-view buffer (flushed at close).
  const tracking = new TrackingService({ ...infra, creators: publicReads });
  const subscribers = new FansService({ ...infra, publicReads, pageChanges, outboundEvents });
  const audiences = {
    fans: fanMailingList(subscribers),
    supporters: monthlyPorts.supporterMailingList(database),
  };
  const postMailings = new PostMailingsService({ ...infra, ...audiences });
  // Read at each deletion (tests swap them): monthly support's cancelling and two-step login's check.
  const deletionSeams: AccountDeletionSeams = {
    onAccountDeleted: [monthlyPorts.cancelSupportersOnDeletion(monthly)],
    secondFactor: secondFactorCheck(auth.twoFactor),
  };
  return {
    ...infra,
    ...money,
    sessions,
    publicCache,
    auth,
    profile: new ProfileService({ ...infra, pageChanges }),
    links,
    social,
    goals,
    donationChips: new DonationChipsService({ ...infra, pageChanges, indexSeries: indices }),
    events: new EventsService({ ...infra, pageChanges }),
    stats: new StatsService(infra),
    musicConnection: new MusicConnectionService({ ...infra, pageChanges }),
    tracking,
    accountDeletion: new AccountDeletionService({ ...infra, pageChanges, seams: deletionSeams }),
    deletionSeams,
    mailQueue: new MailQueueWorker(infra),
    admin: new AdminService({ ...infra, sessions, pageChanges, indices }),
    pageReports: new ReportsService(infra),
    subscribers,
    posts,
    postMailings,
    webhooks: new WebhooksService(webhookDeps),
    tax: new TaxService(infra),
    webhookDeliveries: new WebhookDeliveryWorker(webhookDeps),
    overlay: new OverlayService({ ...infra, live: liveGoals }),
    // The ports (see ports/): who offers each is decided here only.
    publicReads,
    publishedPosts: postReads,
    postAccess: new PostAccessService({ ...infra, supporters: monthlyPorts.supporterAccess(database) }),
    pageVisits: tracking,
    emailVerification: auth.verification,
    ...createPorts({
      ...infra,
      auth,
      links,
      social,
      goals,
      subscribers,
      posts,
      postMailings,
      transfers,
      gorra: money.gorra,
    }),
  };
}
