import type { AppDeps } from './app-deps';
import type { Config } from './config/env';
import type { Database } from './db/database';
import { InProcessBus, type MessageBus } from './integrations/bus/message-bus';
import { RedisBus } from './integrations/bus/redis-bus';
import { createGeocoder } from './integrations/geocoding/create-geocoder';
import type { Geocoder } from './integrations/geocoding/geocoder-port';
import { RedisGeocoderState } from './integrations/geocoding/redis-geocoder-state';
import { createMailer } from './integrations/mail/create-mailer';
import type { MailSender } from './integrations/mail/mail-port';
import { createMusic } from './integrations/music/create-music';
import type { MusicPort } from './integrations/music/music-port';
import { createPageCache } from './integrations/page-cache/create-page-cache';
import type { PageCache } from './integrations/page-cache/page-cache-port';
import { createPayments } from './integrations/payments/create-payments';
import type { PaymentsPort } from './integrations/payments/payments-port';
import type { RedisConnections } from './integrations/redis/redis-connection';
import { createStorage } from './integrations/storage/create-storage';
import type { FileStorage } from './integrations/storage/storage-port';
import { type Clock, systemClock } from './lib/clock';
import { type Logger, silentLogger } from './lib/logger';
import { PasswordHasher } from './lib/password-hasher';
import {
  memoryRateLimitStore,
  postgresRateLimitStore,
  type RateLimitStore,
  redisRateLimitStore,
} from './lib/rate-limit-store';
import { RateLimiter } from './lib/rate-limiter';
import { SessionStore } from './lib/session-store';
import type {
  AccountDeletionHook,
  SecondFactorCheck,
} from './modules/account-deletion/account-deletion-deps';
import { latestActivity } from './modules/activity/activity.repository';
import { AdminService } from './modules/admin/admin.service';
import { TwoFactorService } from './modules/auth/two-factor.service';
import { DonationsRepository } from './modules/donations/donations.repository';
import { DonationsService } from './modules/donations/donations.service';
import { recordMonthlyCharge } from './modules/donations/monthly-charge';
import { presentEvent } from './modules/events/event.presenter';
import { allCreatorEvents } from './modules/events/events.repository';
import { featuredCreators } from './modules/featured/featured-ranking';
import { GoalsService } from './modules/goals/goals.service';
import { presentLink } from './modules/links/link.presenter';
import { LinksService } from './modules/links/links.service';
import { MailQueueWorker } from './modules/mail-queue/mail-queue-worker';
import { CancelLinksService } from './modules/monthly/cancel-links.service';
import { cancelAllForCreator } from './modules/monthly/cancel-subscription';
import { MonthlyService } from './modules/monthly/monthly.service';
import { presentContent, presentPublicMusic } from './modules/music/music.presenter';
import { findPublicMusic } from './modules/music/music.repository';
import { PaymentConnectionService } from './modules/payment-connection/payment-connection.service';
import { BusPublicCache } from './modules/public/bus-public-cache';
import { InProcessPublicCache } from './modules/public/in-process-public-cache';
import { LiveGoalFeed } from './modules/public/live-goal-feed';
import { PageChangeAnnouncer } from './modules/public/page-change-announcer';
import { PublicRepository } from './modules/public/public.repository';
import { PublicService } from './modules/public/public.service';
import type { PublicCache } from './modules/public/public-cache';
import { ReportsService } from './modules/reports/reports.service';
import { TrackingService } from './modules/tracking/tracking.service';
import type { ActivityFeed } from './ports/activity-feed';
import type { DonationCheckout } from './ports/donation-checkout';
import type { FeaturedRanking } from './ports/featured-ranking';
import type { MonthlyTierReads } from './ports/monthly-tiers';
import type { OwnedDonations, OwnedEvents, OwnedGoals, OwnedLinks, OwnedMusic } from './ports/owned-lists';
import type { PageReports } from './ports/page-reports';
import type { PageVisits } from './ports/page-visits';
import type { PaymentReadiness } from './ports/payment-readiness';
import type { PublicPageChanges } from './ports/public-page-changes';
import type { PublicReads } from './ports/public-reads';
import type { RaisedAmounts } from './ports/raised-amounts';
import type { SubscriptionNotifications } from './ports/subscription-notifications';
import type { SupportersWall } from './ports/supporters-wall';

/** A few seconds of waiting at N=2^17; past that a login is answered 503 at once. */
const HASHES_QUEUED_PER_THREAD = 16;

export interface DepsOverrides {
  clock?: Clock;
  mail?: MailSender;
  geocoder?: Geocoder;
  storage?: FileStorage;
  payments?: PaymentsPort;
  music?: MusicPort;
  log?: Logger;
  publicCache?: PublicCache;
  /** The HTTP cache's purge (tests record what is purged). */
  pageCache?: PageCache;
  /** Several copies: Redis (connected by server.ts) holds what they share. */
  redis?: RedisConnections;
}

/** Where the rate-limit counters live: Redis, else the shared PostgreSQL, else this process. */
function rateLimitStore(database: Database, redis: RedisConnections | undefined): RateLimitStore {
  if (redis) return redisRateLimitStore(redis.client, redis.prefix);
  // Copies sharing one PostgreSQL share their limits; SQLite runs one process, so memory will do.
  return database.pgPool ? postgresRateLimitStore(database.pgPool) : memoryRateLimitStore();
}

/**
 * The app as wired: the infrastructure, the services built once per app, and the ports modules offer
 * each other. Only app.ts (and tests) see it; each module takes its own `*-deps.ts` pick of it.
 */
export interface AppWiring extends AppDeps {
  sessions: SessionStore;
  /** Visitors' cached reads (tests reach into it; writers go through `pageChanges`). */
  publicCache: PublicCache;
  liveGoals: LiveGoalFeed;
  /** `pageChanges` itself: tests and the app's close wait for the HTTP cache purges it started. */
  pagePurges: PageChangeAnnouncer;
  /** The creator's Mercado Pago connection (built once: refreshes are shared in this process). */
  paymentConnection: PaymentConnectionService;
  /** Checkout, notifications, reconciliation, history and goal totals. */
  donations: DonationsService;
  /** Monthly support: tiers, subscriptions, their notifications and reconciliation (issue 21). */
  monthly: MonthlyService;
  /** The 'botón de baja' (/baja): one-use links and the supporter's cancellations. */
  monthlyCancel: CancelLinksService;
  /** The services built once and shared by their routes and the ports they offer. */
  links: LinksService;
  goals: GoalsService;
  /** Clicks and views: the beacon routes and the pages' own counter share one page-view buffer. */
  tracking: TrackingService;
  /** Sends what mail_queue holds (its job runs it; tests call runOnce()). */
  mailQueue: MailQueueWorker;
  // The ports (see ports/): who offers each is decided here only.
  raised: RaisedAmounts;
  pageChanges: PublicPageChanges;
  readiness: PaymentReadiness;
  checkout: DonationCheckout;
  publicReads: PublicReads;
  supporters: SupportersWall;
  pageVisits: PageVisits;
  featured: FeaturedRanking;
  ownedLinks: OwnedLinks;
  ownedGoals: OwnedGoals;
  ownedEvents: OwnedEvents;
  ownedDonations: OwnedDonations;
  ownedMusic: OwnedMusic;
  activity: ActivityFeed;
  /**
   * What else ends with a deleted account, run before it is erased. The monthly-support slice adds
   * its 'cancel the subscriptions at the provider' here.
   */
  onAccountDeleted: AccountDeletionHook[];
  /** Two-step login's check of the code for deleting an account; null until two-step login exists. */
  secondFactor: SecondFactorCheck | null;
  /** Visitors' reports on a page (issue 22). */
  pageReports: PageReports;
  /** The operator console (issue 22). */
  admin: AdminService;
}

/** Wires the adapters chosen by the configuration and the modules' ports; tests override ports here. */
export function createDeps(config: Config, database: Database, overrides: DepsOverrides = {}): AppWiring {
  const clock = overrides.clock ?? systemClock;
  const log = overrides.log ?? silentLogger;
  const { redis } = overrides;
  const bus: MessageBus = redis ? new RedisBus(redis, log) : new InProcessBus();
  const infra: AppDeps = {
    config,
    database,
    clock,
    log,
    mail: overrides.mail ?? createMailer(config, log),
    rateLimiter: new RateLimiter(rateLimitStore(database, redis)),
    passwordHasher: new PasswordHasher({
      cost: config.passwordHashCost,
      threads: config.passwordHashThreads,
      maxQueue: config.passwordHashThreads * HASHES_QUEUED_PER_THREAD,
    }),
    geocoder:
      overrides.geocoder ??
      createGeocoder(config, clock, redis ? new RedisGeocoderState(redis.client, redis.prefix) : undefined),
    storage: overrides.storage ?? createStorage(config, log),
    payments: overrides.payments ?? createPayments(config, database, clock),
    bus,
    music: overrides.music ?? createMusic(config, database),
    pageCache: overrides.pageCache ?? createPageCache(config, log),
  };
  const publicCache =
    overrides.publicCache ?? (redis ? new BusPublicCache(clock, bus) : new InProcessPublicCache(clock));
  // Donations (what was raised) and public (the live bars, the cached reads) take each other's port:
  // the closures are called only once the app runs, after both exist.
  const raised: RaisedAmounts = {
    raisedFor: (goalId) => donations.raisedFor(goalId),
    raisedAtEvent: (eventId) => donations.raisedAtEvent(eventId),
  };
  const supporters: SupportersWall = {
    latest: (userId) => donations.supporters.latest(userId),
    page: (userId, page) => donations.supporters.page(userId, page),
    report: (userId, entryId, reason, ip) => donations.supporters.report(userId, entryId, reason, ip),
  };
  const liveGoals = new LiveGoalFeed({
    bus,
    log,
    raised,
    supporters,
    goals: new PublicRepository(database.db),
  });
  const pagePurges = new PageChangeAnnouncer({ ...infra, cache: publicCache, liveGoals });
  const pageChanges: PublicPageChanges = pagePurges;
  // The two money slices meet here only: donations reach the provider through the connection.
  const paymentConnection = new PaymentConnectionService({ ...infra, pageChanges });
  // Donations hand subscription notifications to monthly support, which records charges as donations.
  const subscriptions: SubscriptionNotifications = {
    onSubscription: (id, seller) => monthly.sync.onSubscription(id, seller),
    onInvoice: (id, seller) => monthly.sync.onInvoice(id, seller),
  };
  const donations = new DonationsService({ ...infra, pageChanges, access: paymentConnection, subscriptions });
  const monthly = new MonthlyService({
    ...infra,
    pageChanges,
    access: paymentConnection,
    charges: { record: recordMonthlyCharge },
  });
  const monthlyTiers: MonthlyTierReads = monthly.tiers;
  // Payments that arrived while an account was disconnected are applied when it connects again.
  paymentConnection.onConnected((sellerId) => donations.sync.syncPending(sellerId));
  const readiness: PaymentReadiness = paymentConnection;
  const links = new LinksService({ ...infra, pageChanges });
  const goals = new GoalsService({ ...infra, raised, pageChanges });
  const tracking = new TrackingService(infra);
  const sessions = new SessionStore(database.db, clock);
  return {
    ...infra,
    sessions,
    publicCache,
    liveGoals,
    pagePurges,
    paymentConnection,
    donations,
    monthly,
    monthlyCancel: new CancelLinksService({ ...infra, access: paymentConnection }),
    raised,
    pageChanges,
    readiness,
    checkout: donations.checkout,
    supporters,
    publicReads: new PublicService({
      ...infra,
      cache: publicCache,
      raised,
      readiness,
      supporters,
      monthly: monthlyTiers,
      events: { present: presentEvent },
      music: {
        publicMusic: async (userId) => presentPublicMusic(await findPublicMusic(database.db, userId)),
      },
    }),
    // The pages' own counter is the beacon's (its page-view buffer is flushed when the app closes).
    links,
    goals,
    tracking,
    pageVisits: tracking,
    mailQueue: new MailQueueWorker(infra),
    featured: { featured: (query) => featuredCreators(infra, query) },
    ownedLinks: { list: async (userId) => (await links.list(userId)).map(presentLink) },
    ownedGoals: goals,
    ownedEvents: {
      list: async (userId) => {
        const rows = await allCreatorEvents(database.db, userId);
        const now = clock.now();
        return rows.map((row) => presentEvent(row, now));
      },
    },
    ownedDonations: { list: (userId) => new DonationsRepository(database.db).allReceived(userId) },
    ownedMusic: {
      featured: async (userId) => {
        const row = await findPublicMusic(database.db, userId);
        return row ? presentContent(row) : null;
      },
    },
    activity: { latest: (userId, limit) => latestActivity(database.db, userId, limit) },
    // A deleted account's monthly supporters are cancelled at the provider first: if one cannot be,
    // nothing is erased (the hook's throw answers 503) so no supporter is charged for a gone page.
    onAccountDeleted: [
      async ({ userId }) => {
        const { failed } = await cancelAllForCreator(monthly.deps, userId);
        if (failed > 0) throw new Error(`${failed} monthly subscriptions not cancelled`);
      },
    ],
    secondFactor: (userId, code) =>
      new TwoFactorService({ ...infra, sessions, pageChanges }).confirm(userId, code),
    pageReports: new ReportsService(infra),
    admin: new AdminService({ ...infra, pageChanges }),
  };
}
