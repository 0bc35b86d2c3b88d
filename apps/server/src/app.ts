import zlib from 'node:zlib';
import { type ApiErrorBody, HTTP_MESSAGES } from '@enlaza/shared/http-messages';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { AppDeps } from './app-deps';
import { registerErrorHandler } from './http/error-handler';
import { serveUploads } from './integrations/storage/serve-uploads';
import { authRoutes } from './modules/auth/auth.routes';
import { categoriesRoutes } from './modules/categories/categories.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { featuredRoutes } from './modules/featured/featured.routes';
import { geocodingRoutes } from './modules/geocoding/geocoding.routes';
import { goalsRoutes } from './modules/goals/goals.routes';
import { healthRoutes } from './modules/health/health.routes';
import { linksRoutes } from './modules/links/links.routes';
import { paymentApiRoutes, paymentSimulatorPages } from './modules/payments/payments-feature';
import { profileRoutes } from './modules/profile/profile.routes';
import { publicRoutes } from './modules/public/public.routes';
import { publicPagesRoutes } from './modules/public-pages/public-pages.routes';
import { statsRoutes } from './modules/stats/stats.routes';
import { trackingRoutes } from './modules/tracking/tracking.routes';
import { registerAuthentication } from './plugins/authenticate';
import { loadHtmlShell, sendHtml, serveWebAssets } from './web/serve-web';

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
}

/** Strips query strings from logged URLs: OAuth codes, states and tokens never reach the log. */
function pathOnly(url: string): string {
  const i = url.indexOf('?');
  return i === -1 ? url : `${url.slice(0, i)}?…`;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
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

/** Builds the whole application without listening (tests call `app.inject()`). */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerRouterError,
  });

  registerErrorHandler(app);
  registerAuthentication(app, deps.sessions);

  // HTML and JSON are compressed per response (brotli at a cheap level); built assets come precompressed.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'https:'],
        connectSrc: ["'self'"],
        frameSrc: ['https://www.openstreetmap.org'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(
    async (api) => {
      await healthRoutes(api, deps);
      await authRoutes(api, deps);
      await categoriesRoutes(api, deps);
      await profileRoutes(api, deps);
      await linksRoutes(api, deps);
      await goalsRoutes(api, deps);
      await eventsRoutes(api, deps);
      await geocodingRoutes(api, deps);
      await statsRoutes(api, deps);
      await publicRoutes(api, deps);
      await trackingRoutes(api, deps);
      await paymentApiRoutes(api, deps);
      await featuredRoutes(api, deps);
    },
    { prefix: '/api' },
  );

  await paymentSimulatorPages(app, deps);
  // Server-rendered public pages: real routes, so they answer before the SPA fallback below.
  await publicPagesRoutes(app, deps);
  await serveUploads(app, deps.config.uploadsDir);
  await serveWebAssets(app, deps.config);
  const shell = loadHtmlShell(deps.config);

  // Any other GET is a route of the single-page app; /api stays JSON.
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendHtml(reply, shell.render());
    }
    return reply.status(404).send({ message: HTTP_MESSAGES.routeNotFound } satisfies ApiErrorBody);
  });

  return app;
}
