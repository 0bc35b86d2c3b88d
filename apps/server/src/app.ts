import zlib from 'node:zlib';
import { type ApiErrorBody, HTTP_MESSAGES } from '@enlaza/shared/http';
import compress from '@fastify/compress';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
  type RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppWiring } from './create-deps';
import { registerOpenApi, serveApiDocs } from './http/api-docs';
import { registerErrorHandler } from './http/error-handler';
import { sendHtml } from './http/html-answers';
import { refuseNulInPaths } from './http/nul-bytes';
import { registerPrivateAnswers } from './http/private-answers';
import { registerPublicCache } from './http/public-cache';
import { pathOnly, registerRequestLog } from './http/request-log';
import { lazyChildLogger } from './http/request-logger';
import { validatorCompiler } from './http/request-validation';
import { serializerCompiler } from './http/response-serializer';
import { registerSecurityHeaders } from './http/security-headers';
import { COMPRESS_THRESHOLD_BYTES, registerSmallAnswers } from './http/small-answers';
import { mountSimulators } from './integrations/mount-simulators';
import { serveUploads } from './integrations/storage/serve-uploads';
import { type IntervalJob, startIntervalJob } from './lib/interval-job';
import { JobLock } from './lib/job-lock';
import { accountDeletionRoutes } from './modules/account-deletion/account-deletion.routes';
import { activityRoutes } from './modules/activity/activity.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { authRoutes, sessionRoutes } from './modules/auth/auth.routes';
import { emailVerificationRoutes } from './modules/auth/email-verification.routes';
import { twoFactorLoginRoutes, twoFactorRoutes } from './modules/auth/two-factor.routes';
import { categoriesRoutes } from './modules/categories/categories.routes';
import { donationChipsRoutes } from './modules/donation-chips/donation-chips.routes';
import { startIndexedAmountsJob } from './modules/donation-chips/indexed-amounts-job';
import { donationHistoryRoutes, donationsRoutes } from './modules/donations/donations.routes';
import { eventImageRoutes } from './modules/events/event-image.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { exportsRoutes } from './modules/exports/exports.routes';
import { fansRoutes, publicSubscribeRoute } from './modules/fans/fans.routes';
import { startPendingFansJob } from './modules/fans/pending-fans-job';
import { featuredRoutes } from './modules/featured/featured.routes';
import { startFeaturedTotalsJob } from './modules/featured/featured-totals-job';
import { geocodingRoutes } from './modules/geocoding/geocoding.routes';
import { goalsRoutes } from './modules/goals/goals.routes';
import { gorraRoutes } from './modules/gorra/gorra.routes';
import { healthRoutes } from './modules/health/health.routes';
import { indicesRoutes } from './modules/indices/indices.routes';
import { startIndicesJob } from './modules/indices/indices-job';
import { startLinkBoundariesJob } from './modules/links/link-boundaries-job';
import { linkThumbnailRoutes } from './modules/links/link-thumbnail.routes';
import { linksRoutes } from './modules/links/links.routes';
import { startMailQueueJob } from './modules/mail-queue/mail-queue-job';
import { monthlyRoutes } from './modules/monthly/monthly.routes';
import { monthlyCareRoutes, monthlyGiftRoutes } from './modules/monthly/monthly-care.routes';
import { startTierAdjustmentJob } from './modules/monthly/tier-adjustment-job';
import { musicCallbackRoute, musicRoutes } from './modules/music/music.routes';
import { overlayRoutes } from './modules/overlay/overlay.routes';
import { overlayLiveRoutes } from './modules/overlay/overlay-live.routes';
import { overlayPageRoutes } from './modules/overlay/overlay-page.routes';
import {
  paymentCallbackRoute,
  paymentConnectionRoutes,
} from './modules/payment-connection/payment-connection.routes';
import { postImageRoutes } from './modules/posts/post-image.routes';
import { postsRoutes } from './modules/posts/posts.routes';
import { startScheduledPostsJob } from './modules/posts/scheduled-posts-job';
import { profileRoutes } from './modules/profile/profile.routes';
import { publicRoutes } from './modules/public/public.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { socialRoutes } from './modules/social/social.routes';
import { statsRoutes } from './modules/stats/stats.routes';
import { taxRoutes } from './modules/tax/tax.routes';
import { startTaxAlertsJob } from './modules/tax/tax-ceiling-alerts';
import { trackingRoutes } from './modules/tracking/tracking.routes';
import { transfersRoutes } from './modules/transfers/transfers.routes';
import { startWebhookDeliveryJob } from './modules/webhooks/webhook-delivery-job';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes';
import { appPagesRoutes } from './pages/app/app-pages.routes';
import { publicPagesRoutes } from './pages/public/public-pages.routes';
import { creatorRoutes, registerAuthentication } from './plugins/authenticate';
import { DEFAULT_HEAD, loadHtmlShell, serveWebAssets } from './web/serve-web';

/** Buffered answers up to this size are compressed synchronously (the largest page is well under it). */
const SYNC_COMPRESS_MAX_BYTES = 512 * 1024;

/** The simulator resends unacknowledged notifications this often. */
const SIMULATOR_RESEND_EVERY_MS = 30_000;

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** Share of successful API and page answers in the request log (config.logRequestsSample). */
  logRequestsSample?: number;
  /** Start the background sweeps (the server does; tests run them by hand). Stopped by app.close(). */
  backgroundJobs?: boolean;
  /** Runs on the bare instance before any hook or route (the test suite's log capture hooks in here). */
  beforeRoutes?: (app: FastifyInstance) => void;
  /** Sees every route as it is registered (the contract tests list them). */
  onRoute?: (route: RouteOptions) => void;
}

export function loggerOptions(level: string) {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-signature"]'],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: pathOnly(req.url),
      }),
    },
  };
}

/** Router-level failures (undecodable URL, over-long parameter) never reach the error handler. */
function answerRouterError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const message = tooLong ? HTTP_MESSAGES.urlTooLong : HTTP_MESSAGES.badUrl;
  void reply.status(tooLong ? 414 : 400).send({ message } satisfies ApiErrorBody);
}

/**
 * Builds the whole application without listening (tests call `app.inject()`). Each module's routes
 * take their own `*-deps.ts` pick of what create-deps.ts wired.
 */
export async function buildApp(deps: AppWiring, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // http/request-log.ts writes one plain line per answer instead.
    logController: new LogController({ disableRequestLogging: true }),
    // Without a logger Fastify hands every request the null logger itself; a factory would undo that.
    ...(options.logger ? { childLoggerFactory: lazyChildLogger } : {}),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerRouterError,
  });

  options.beforeRoutes?.(app);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  registerErrorHandler(app);
  refuseNulInPaths(app);
  app.setValidatorCompiler(validatorCompiler);
  // Answers are checked against their route's response schema before they leave (a mismatch is a 500).
  app.setSerializerCompiler(serializerCompiler);
  registerAuthentication(app, deps.sessions);
  registerPrivateAnswers(app);
  registerPublicCache(app, deps.config.publicCacheSeconds);
  await registerOpenApi(app);

  // Other HTML and JSON answers are compressed per response (brotli at a cheap level); public pages and
  // reads are compressed once and kept (http/public-cache.ts); built assets come precompressed.
  await app.register(compress, {
    global: true,
    // No client of ours sends a compressed body: no per-request decompression hook on every route.
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    // A page or JSON answer is compressed in one call on the main thread. Streamed through a zlib
    // stream, each answer's brotli state was allocated and freed on the thread pool, and glibc's
    // per-thread arenas kept growing: +50 to +100 MB a minute of RSS under page traffic (issue #18).
    syncThreshold: SYNC_COMPRESS_MAX_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  registerSmallAnswers(app);
  registerSecurityHeaders(app);
  if (options.logger) registerRequestLog(app, options.logRequestsSample ?? 1);

  await app.register(
    async (scope) => {
      const api = scope.withTypeProvider<ZodTypeProvider>();
      await publicRoutes(api, deps);
      await reportsRoutes(api, deps);
      await publicSubscribeRoute(api, deps.subscribers);
      await monthlyGiftRoutes(api, deps.monthly);
      await healthRoutes(api, deps);
      await indicesRoutes(api, deps.indices);
      await authRoutes(api, deps.auth);
      await twoFactorLoginRoutes(api, deps.auth.twoFactor);
      await categoriesRoutes(api, deps);
      await trackingRoutes(api, deps.tracking);
      await featuredRoutes(api, deps);
      await paymentCallbackRoute(api, deps.paymentConnection);
      await donationsRoutes(api, deps.donations, deps.pageVisits);
      await musicCallbackRoute(api, deps.musicConnection);
      await overlayLiveRoutes(api, deps, deps.overlay);
      await creatorRoutes(api, deps.sessions, [
        (creator) => sessionRoutes(creator, deps.auth, deps.sessions),
        (creator) => twoFactorRoutes(creator, deps.auth.twoFactor),
        (creator) => emailVerificationRoutes(creator, deps.auth.verification),
        (creator) => profileRoutes(creator, deps.profile, deps),
        (creator) => linksRoutes(creator, deps.links),
        (creator) => linkThumbnailRoutes(creator, deps.links, deps.storage),
        (creator) => socialRoutes(creator, deps.social),
        (creator) => goalsRoutes(creator, deps.goals),
        (creator) => donationChipsRoutes(creator, deps.donationChips),
        (creator) => eventsRoutes(creator, deps.events, deps),
        (creator) => eventImageRoutes(creator, deps),
        (creator) => geocodingRoutes(creator, deps),
        (creator) => statsRoutes(creator, deps.stats, deps),
        (creator) => activityRoutes(creator, deps),
        (creator) => paymentConnectionRoutes(creator, deps.paymentConnection),
        (creator) => donationHistoryRoutes(creator, deps.donations),
        (creator) => musicRoutes(creator, deps.musicConnection),
        (creator) => exportsRoutes(creator, deps),
        (creator) => monthlyRoutes(creator, deps.monthly),
        (creator) => monthlyCareRoutes(creator, deps.monthly),
        (creator) => gorraRoutes(creator, deps.gorra, deps.clock),
        (creator) => accountDeletionRoutes(creator, deps.accountDeletion),
        (creator) => adminRoutes(creator, deps.admin, deps.clock),
        (creator) => fansRoutes(creator, deps.subscribers),
        (creator) => postsRoutes(creator, deps.posts),
        (creator) => postImageRoutes(creator, deps.posts, deps.storage),
        (creator) => webhooksRoutes(creator, deps.webhooks),
        (creator) => overlayRoutes(creator, deps.overlay),
        (creator) => taxRoutes(creator, deps.tax, deps),
        (creator) => transfersRoutes(creator, deps.transfers),
      ]);
    },
    { prefix: '/api' },
  );
  await serveApiDocs(app);
  // Subscriptions to the other copies (Redis) are in place before the first request.
  await deps.bus.ready();

  const simulator = await mountSimulators(app, deps);
  if (options.backgroundJobs) {
    // Every periodic job holds a lease (job_locks) between its rounds: N copies run each round once.
    const { reconciler } = deps.donations;
    const jobs: IntervalJob[] = [
      startIntervalJob(
        'donations-reconcile',
        deps.config.reconcileEveryMs,
        () => reconciler.sweep(),
        deps.log,
      ),
    ];
    const leases: (() => Promise<void>)[] = [() => reconciler.releaseLease()];
    const monthlyReconciler = deps.monthly.reconciler;
    jobs.push(
      startIntervalJob(
        'monthly-reconcile',
        deps.config.monthlyReconcileEveryMs,
        () => monthlyReconciler.sweep(),
        deps.log,
      ),
    );
    leases.push(() => monthlyReconciler.releaseLease());
    const featuredTotals = startFeaturedTotalsJob(deps);
    jobs.push(featuredTotals.job);
    leases.push(featuredTotals.release);
    const mailQueue = startMailQueueJob(deps, deps.mailQueue);
    jobs.push(mailQueue.job);
    leases.push(mailQueue.release);
    if (deps.pageCache.kind !== 'none') {
      // Scheduled links appear and disappear with no write: the HTTP cache is purged for them.
      const linkBoundaries = startLinkBoundariesJob(deps);
      jobs.push(linkBoundaries.job);
      leases.push(linkBoundaries.release);
    }
    const pendingFans = startPendingFansJob(deps, deps.subscribers);
    jobs.push(pendingFans.job);
    leases.push(pendingFans.release);
    const priceIndices = startIndicesJob(deps, deps.indices);
    jobs.push(priceIndices.job);
    leases.push(priceIndices.release);
    const indexedAmounts = startIndexedAmountsJob(deps, [deps.donationChips, deps.goals]);
    jobs.push(indexedAmounts.job);
    leases.push(indexedAmounts.release);
    const tierAdjustments = startTierAdjustmentJob(deps, deps.monthly.adjustments);
    jobs.push(tierAdjustments.job);
    leases.push(tierAdjustments.release);
    const scheduledPosts = startScheduledPostsJob(deps, deps.posts, deps.postMailings);
    jobs.push(scheduledPosts.job);
    leases.push(scheduledPosts.release);
    const taxAlerts = startTaxAlertsJob(deps, deps.tax.alerts);
    jobs.push(taxAlerts.job);
    leases.push(taxAlerts.release);
    const webhookDeliveries = startWebhookDeliveryJob(deps, deps.webhookDeliveries);
    jobs.push(webhookDeliveries.job);
    leases.push(webhookDeliveries.release);
    if (simulator) {
      const lock = new JobLock(
        deps.database.db,
        deps.clock,
        'simulator-resend',
        5 * SIMULATOR_RESEND_EVERY_MS,
      );
      jobs.push(
        startIntervalJob(
          'simulator-resend',
          SIMULATOR_RESEND_EVERY_MS,
          () => lock.runHeld(simulator.resendDue),
          deps.log,
        ),
      );
      leases.push(() => lock.release());
    }
    app.addHook('onClose', async () => {
      await Promise.all(jobs.map((job) => job.stop()));
      await Promise.all(leases.map((release) => release()));
    });
  }
  // Server-rendered public pages: real routes, so they answer before the SPA fallback below.
  // In a scope of their own: a suspended page is answered with its own rendered page (403).
  await app.register(async (scope) => publicPagesRoutes(scope, deps));
  // Fans' emails (issue 24): the block's no-JavaScript form and the mails' confirm and unsubscribe pages.
  await appPagesRoutes(app, deps);
  // The stream alert for OBS (issue 37).
  await overlayPageRoutes(app, deps, deps.overlay);
  await serveUploads(app, deps.storage);
  await serveWebAssets(app, deps.config);
  const shell = loadHtmlShell(deps.config);

  // Any other GET is a route of the single-page app; /api stays JSON.
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendHtml(reply, shell.render({ head: DEFAULT_HEAD }));
    }
    return reply.status(404).send({ message: HTTP_MESSAGES.routeNotFound } satisfies ApiErrorBody);
  });

  return app;
}
