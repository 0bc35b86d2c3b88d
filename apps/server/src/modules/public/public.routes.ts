import { PUBLIC_MESSAGES } from '@enlaza/shared/public-pages';
import { publicEventsQuerySchema, publicUserEventsQuerySchema } from '@enlaza/shared/public-pages-schema';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../http/errors';
import { routeId } from '../../http/request-input';
import { parse } from '../../http/validate';
import { PublicService, publicReadCache } from './public.service';

/** Visitors' own background calls: they change no page a visitor reads. */
const TRACKING_PATH = /^\/api\/(?:links\/[^/?]+\/click|public\/[^/?]+\/(?:music-click|view))(?:\?|$)/;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Reads that write: the provider's return connects (or fails) a payment account, which turns a page's
 * contribute button on or off. */
const WRITING_READS = /^\/api\/mercadopago\/oauth\/callback(?:\?|$)/;

type WithUsername = { Params: { username: string } };

/** The visitors' JSON API (spec 01 §7): no session, only what the public presenters let out. */
export async function publicRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = new PublicService(deps);
  const cache = publicReadCache(deps);

  // Any other write through the API (a creator editing, a payment notification) may change what
  // visitors see: the cached reads are dropped once it has been answered.
  app.addHook('onResponse', async (request) => {
    if (TRACKING_PATH.test(request.url)) return;
    if (READ_METHODS.has(request.method) && !WRITING_READS.test(request.url)) return;
    cache.clear();
  });

  // Static paths are matched before /public/:username, so these two are never taken for a username.
  app.get('/public/events', async (request) => {
    const query = parse(publicEventsQuerySchema, request.query);
    return { success: true, data: await service.events(query) };
  });

  app.get<{ Params: { id: string } }>('/public/events/:id', async (request) => {
    const event = await service.event(routeId(request.params.id, PUBLIC_MESSAGES.eventNotFound));
    if (!event) throw notFound(PUBLIC_MESSAGES.eventNotFound);
    return { success: true, data: { event } };
  });

  app.get<WithUsername>('/public/:username', async (request) => {
    const found = await service.profile(request.params.username);
    if (!found) throw notFound(PUBLIC_MESSAGES.userNotFound);
    const { profile } = found;
    return { success: true, data: { user: profile, goal: profile.goals[0] ?? null } };
  });

  app.get<WithUsername>('/public/:username/events', async (request) => {
    const query = parse(publicUserEventsQuerySchema, request.query);
    const page = await service.userEvents(request.params.username, query);
    if (!page) throw notFound(PUBLIC_MESSAGES.userNotFound);
    return { success: true, data: page };
  });
}
