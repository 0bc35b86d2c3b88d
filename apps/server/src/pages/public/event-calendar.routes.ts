import {
  type EventCalendarResponse,
  eventCalendarParamsSchema,
  eventCalendarResponseSchema,
} from '@enlaza/shared/events';
import { MAX_ROW_ID } from '@enlaza/shared/http';
import { PUBLIC_MESSAGES, publicUrls } from '@enlaza/shared/public';
import type { FastifyInstance } from 'fastify';
import { normalizeUsername } from '../../lib/username';
import type { PublicReads } from '../../ports/public-reads';
import type { PagesDeps } from '../pages-deps';
import { eventIcs } from './event-ics';

/**
 * GET /e/{username}/{eventId}/calendario.ics: a published or finished event as an iCalendar file
 * ('Agregar al calendario'), linked from the server-rendered event page so it works without JavaScript.
 */
export async function eventCalendarRoutes(
  app: FastifyInstance,
  deps: PagesDeps,
  service: PublicReads,
): Promise<void> {
  const publicUrl = deps.config.publicUrl;
  const domain = new URL(publicUrl).host;

  app.get<{ Params: { username: string; eventId: string } }>(
    '/e/:username/:eventId/calendario.ics',
    async (request, reply) => {
      const params = eventCalendarParamsSchema.safeParse(request.params);
      const found =
        params.success && params.data.eventId <= MAX_ROW_ID
          ? await service.eventWithOwnerId(params.data.eventId)
          : null;
      const event = found?.event;
      if (!params.success || !event || event.user.username !== normalizeUsername(params.data.username)) {
        return reply.code(404).type('text/plain; charset=utf-8').send(PUBLIC_MESSAGES.eventNotFound);
      }
      const body = eventIcs(event, {
        url: publicUrls.event(publicUrl, event.user.username, event.id),
        domain,
        now: deps.clock.now(),
      }) satisfies EventCalendarResponse;
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="evento-${event.id}.ics"`)
        .header('cache-control', 'no-cache')
        .send(eventCalendarResponseSchema.parse(body));
    },
  );
}
