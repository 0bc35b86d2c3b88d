import { EVENT_MESSAGES } from '@enlaza/shared/events';
import { eventListQuerySchema } from '@enlaza/shared/events-schema';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { routeId } from '../../http/request-input';
import { parse } from '../../http/validate';
import { requireAuth } from '../../plugins/authenticate';
import { presentEvent } from './event.presenter';
import { EventsService } from './events.service';

type WithId = { Params: { id: string } };

/** The creator's own events: list with filters and pages, read, create, edit, delete. */
export async function eventsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const events = new EventsService(deps);
  const auth = { preHandler: app.authenticate };
  const now = () => deps.clock.now();

  app.get('/events', auth, async (request) => {
    const query = parse(eventListQuerySchema, request.query);
    const page = await events.list(requireAuth(request).userId, query);
    const list = page.rows.map((row) => presentEvent(row, now()));
    const totalPages = Math.ceil(page.total / query.limit);
    const pagination = {
      current_page: query.page,
      total_pages: totalPages,
      total_events: page.total,
      has_more: query.page < totalPages,
    };
    return { success: true, data: { events: list, pagination } };
  });

  app.get<WithId>('/events/:id', auth, async (request) => {
    const { userId } = requireAuth(request);
    const row = await events.get(userId, routeId(request.params.id, EVENT_MESSAGES.notFound));
    return { success: true, data: { event: presentEvent(row, now()) } };
  });

  app.post('/events', auth, async (request, reply) => {
    const row = await events.create(requireAuth(request).userId, request.body);
    return reply
      .status(201)
      .send({ success: true, message: EVENT_MESSAGES.created, data: { event: presentEvent(row, now()) } });
  });

  app.put<WithId>('/events/:id', auth, async (request) => {
    const { userId } = requireAuth(request);
    const row = await events.update(
      userId,
      routeId(request.params.id, EVENT_MESSAGES.notFound),
      request.body,
    );
    return { success: true, message: EVENT_MESSAGES.updated, data: { event: presentEvent(row, now()) } };
  });

  app.delete<WithId>('/events/:id', auth, async (request) => {
    const { userId } = requireAuth(request);
    await events.remove(userId, routeId(request.params.id, EVENT_MESSAGES.notFound));
    return { success: true, message: EVENT_MESSAGES.deleted };
  });
}
