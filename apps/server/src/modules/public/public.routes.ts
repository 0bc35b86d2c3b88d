import { SUPPORTERS_MESSAGES } from '@enlaza/shared/donations';
import { publicContract as contract, PUBLIC_MESSAGES, supportersContract } from '@enlaza/shared/public';
import type { Api } from '../../http/api';
import { notFound } from '../../http/errors';
import { liveGoalRoutes } from './live-goal.routes';
import type { PublicRoutesDeps } from './public-deps';
import { publicPostsRoutes } from './public-posts.routes';

/** The visitors' JSON API (spec 01 §7): no session, only what the public presenters let out. */
export async function publicRoutes(app: Api, deps: PublicRoutesDeps): Promise<void> {
  const service = deps.publicReads;
  // The reads are the same for everyone: shared caches keep them (issue 23). Not /live, nor any POST.
  const config = { publicCache: true };
  // Static paths are matched before /public/:username, so these two are never taken for a username.
  app.get('/public/events', { schema: contract.events, config }, async (request) => {
    return { success: true as const, data: await service.events(request.query) };
  });

  app.get('/public/events/:id', { schema: contract.event, config }, async (request) => {
    const event = await service.event(request.params.id);
    if (!event) throw notFound(PUBLIC_MESSAGES.eventNotFound);
    return { success: true as const, data: { event } };
  });

  // The page shared to thousands of phones: its cached read is serialized once, not once per request.
  const profileBodies = new WeakMap<object, string>();
  const profileBody = contract.profile.response[200];
  app.get('/public/:username', { schema: contract.profile, config }, async (request, reply) => {
    const found = await service.profile(request.params.username);
    if (!found) throw notFound(PUBLIC_MESSAGES.userNotFound);
    let body = profileBodies.get(found);
    if (body === undefined) {
      const { profile } = found;
      const answer = { success: true as const, data: { user: profile, goal: profile.goals[0] ?? null } };
      body = JSON.stringify(profileBody.parse(answer));
      profileBodies.set(found, body);
    }
    // A string with a JSON content type is sent as it is (the schema's parse ran above); the type
    // provider only knows the object form, hence the cast.
    return reply.type('application/json; charset=utf-8').send(body as never);
  });

  app.get('/public/:username/events', { schema: contract.userEvents, config }, async (request) => {
    const page = await service.userEvents(request.params.username, request.query);
    if (!page) throw notFound(PUBLIC_MESSAGES.userNotFound);
    return { success: true as const, data: page };
  });

  // The supporters' wall (issue 20): approved donations as the wall shows them, and 'Denunciar'.
  app.get('/public/:username/supporters', { schema: supportersContract.list, config }, async (request) => {
    const creator = await service.creator(request.params.username);
    if (!creator) throw notFound(PUBLIC_MESSAGES.userNotFound);
    return { success: true as const, data: await deps.supporters.page(creator.id, request.query.page) };
  });

  app.post(
    '/public/:username/supporters/:entryId/reports',
    { schema: supportersContract.report },
    async (request, reply) => {
      const creator = await service.creator(request.params.username);
      if (!creator) throw notFound(PUBLIC_MESSAGES.userNotFound);
      const { entryId } = request.params;
      if (!(await deps.supporters.report(creator.id, entryId, request.body.reason, request.ip))) {
        throw notFound(SUPPORTERS_MESSAGES.entryNotFound);
      }
      return reply.status(201).send({ success: true as const, message: SUPPORTERS_MESSAGES.reported });
    },
  );

  await liveGoalRoutes(app, deps, service);
  await publicPostsRoutes(app, deps);
}
