import { eventsContract as contract, EVENT_MESSAGES } from '@enlaza/shared/events';
import type { CreatorApi } from '../../http/api';
import { presentEvent } from './event.presenter';
import type { EventsService } from './events.service';
import type { EventsDeps } from './events-deps';

/** The creator's own events: list with filters and pages, read, create, edit, delete. */
export async function eventsRoutes(
  app: CreatorApi,
  events: EventsService,
  deps: Pick<EventsDeps, 'clock'>,
): Promise<void> {
  const now = () => deps.clock.now();

  app.get('/events', { schema: contract.list }, async (request) => {
    const query = request.query;
    const page = await events.list(request.auth.userId, query);
    const list = page.rows.map((row) => presentEvent(row, now()));
    const totalPages = Math.ceil(page.total / query.limit);
    const pagination = {
      current_page: query.page,
      total_pages: totalPages,
      total_events: page.total,
      has_more: query.page < totalPages,
    };
    return { success: true as const, data: { events: list, pagination } };
  });

  app.get('/events/:id', { schema: contract.get }, async (request) => {
    const row = await events.get(request.auth.userId, request.params.id);
    return { success: true as const, data: { event: presentEvent(row, now()) } };
  });

  app.post('/events', { schema: contract.create }, async (request, reply) => {
    const row = await events.create(request.auth.userId, request.body);
    return reply
      .status(201)
      .send({ success: true, message: EVENT_MESSAGES.created, data: { event: presentEvent(row, now()) } });
  });

  app.put('/events/:id', { schema: contract.update }, async (request) => {
    const row = await events.update(request.auth.userId, request.params.id, request.body);
    return {
      success: true as const,
      message: EVENT_MESSAGES.updated,
      data: { event: presentEvent(row, now()) },
    };
  });

  app.delete('/events/:id', { schema: contract.remove }, async (request) => {
    await events.remove(request.auth.userId, request.params.id);
    return { success: true as const, message: EVENT_MESSAGES.deleted };
  });
}
