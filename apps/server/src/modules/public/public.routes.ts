import { publicContract as contract } from '@enlaza/shared/public-contract';
import { PUBLIC_MESSAGES } from '@enlaza/shared/public-pages';
import type { AppDeps } from '../../app-deps';
import type { Api } from '../../http/api';
import { notFound } from '../../http/errors';
import { liveGoalRoutes } from './live-goal.routes';
import { PublicService } from './public.service';

/** The visitors' JSON API (spec 01 §7): no session, only what the public presenters let out. */
export async function publicRoutes(app: Api, deps: AppDeps): Promise<void> {
  const service = new PublicService(deps);
  // Static paths are matched before /public/:username, so these two are never taken for a username.
  app.get('/public/events', { schema: contract.events }, async (request) => {
    return { success: true as const, data: await service.events(request.query) };
  });

  app.get('/public/events/:id', { schema: contract.event }, async (request) => {
    const event = await service.event(request.params.id);
    if (!event) throw notFound(PUBLIC_MESSAGES.eventNotFound);
    return { success: true as const, data: { event } };
  });

  app.get('/public/:username', { schema: contract.profile }, async (request) => {
    const found = await service.profile(request.params.username);
    if (!found) throw notFound(PUBLIC_MESSAGES.userNotFound);
    const { profile } = found;
    return { success: true as const, data: { user: profile, goal: profile.goals[0] ?? null } };
  });

  app.get('/public/:username/events', { schema: contract.userEvents }, async (request) => {
    const page = await service.userEvents(request.params.username, request.query);
    if (!page) throw notFound(PUBLIC_MESSAGES.userNotFound);
    return { success: true as const, data: page };
  });

  await liveGoalRoutes(app, deps, service);
}
