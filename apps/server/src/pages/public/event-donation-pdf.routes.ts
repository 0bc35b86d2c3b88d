import { eventDonationPaths } from '@enlaza/shared/donations';
import { HTTP_MESSAGES } from '@enlaza/shared/http';
import { PUBLIC_MESSAGES } from '@enlaza/shared/public';
import type { FastifyInstance } from 'fastify';
import { RetryLaterError } from '../../http/errors';
import { namesEtag } from '../../lib/etag';
import { isRefused, type RateRule } from '../../lib/rate-limiter';
import { WorkerPoolBusyError } from '../../lib/worker-pool';
import type { PublicReads } from '../../ports/public-reads';
import type { PagesDeps } from '../pages-deps';
import type { DonationSheet } from './event-donation-pdf';
import { DonationSheetRenderer, donationSheetEtag } from './event-donation-pdf-renderer';
import { lookupEvent } from './event-lookup';

/** A person prints a sheet or two; a venue's shared connection, a few dozen. */
export const DONATION_PDF_RATE_RULE = {
  name: 'donation-pdf-ip',
  points: 30,
  durationSeconds: 60,
} satisfies RateRule;
const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * GET /e/{username}/{id}/aportar.pdf: the printable A6 sheet of a published event. Drawn in a
 * worker thread and kept by content; the ETag is what the sheet prints, so a reprint of an
 * unchanged event is a 304. Counted per address before any work (429 past the limit).
 */
export function eventDonationPdfRoute(app: FastifyInstance, deps: PagesDeps, service: PublicReads): void {
  const renderer = new DonationSheetRenderer();
  app.addHook('onClose', () => renderer.close());

  app.get<{ Params: { username: string; eventId: string } }>(
    '/e/:username/:eventId/aportar.pdf',
    async (request, reply) => {
      const allowed = await deps.rateLimiter.reserve([{ rule: DONATION_PDF_RATE_RULE, key: request.ip }]);
      if (isRefused(allowed)) {
        throw new RetryLaterError(429, HTTP_MESSAGES.tooManyRequests, allowed.retryAfterSeconds);
      }
      const found = await lookupEvent(service, request.params.username, request.params.eventId);
      if (found.kind !== 'found' || found.event.status !== 'published') {
        return reply.code(404).type('text/plain; charset=utf-8').send(PUBLIC_MESSAGES.eventNotFound);
      }
      const { event } = found;
      const sheet: DonationSheet = {
        creatorName: event.user.full_name,
        eventTitle: event.title,
        eventWhen: event.event_date,
        eventTime: event.event_time,
        place: event.is_online ? PUBLIC_MESSAGES.onlineShort : event.location,
        url: `${deps.config.publicUrl}${eventDonationPaths.page(event.user.username, event.id)}`,
      };
      const etag = donationSheetEtag(sheet);
      if (namesEtag(request.headers['if-none-match'], etag)) {
        return reply.code(304).header('etag', etag).header('cache-control', 'no-cache').send();
      }
      let pdf: Buffer;
      try {
        pdf = await renderer.pdf(sheet, etag);
      } catch (error) {
        if (error instanceof WorkerPoolBusyError) {
          throw new RetryLaterError(503, HTTP_MESSAGES.busy, BUSY_RETRY_AFTER_SECONDS);
        }
        throw error;
      }
      return reply
        .type('application/pdf')
        .header('etag', etag)
        .header('cache-control', 'no-cache')
        .header('content-disposition', `attachment; filename="gorra-evento-${event.id}.pdf"`)
        .send(pdf);
    },
  );
}
