import { PUBLIC_MESSAGES } from '@enlaza/shared/public-pages';
import { publicEventsQuerySchema, publicUserEventsQuerySchema } from '@enlaza/shared/public-pages-schema';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../http/errors';
import { routeId } from '../../http/request-input';
import { parse } from '../../http/validate';
import { PublicService } from './public.service';

type WithUsername = { Params: { username: string } };

/** The visitors' JSON API (spec 01 §7): no session, only what the public presenters let out. */
export async function publicRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = new PublicService(deps);

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
