import { EVENT_DONATION_MESSAGES, eventDonationPaths } from '@enlaza/shared/donations';
import { GORRA_LIMITS, GORRA_MESSAGES, GORRA_VISITOR_MESSAGES as M } from '@enlaza/shared/gorra';
import { HTTP_MESSAGES } from '@enlaza/shared/http';
import { formatARS } from '@enlaza/shared/money';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { AppError, RetryLaterError } from '../../http/errors';
import { escapeHtml, sendHtml } from '../../http/html-answers';
import { isRefused, type RateRule } from '../../lib/rate-limiter';
import type { EventQrOrder } from '../../ports/event-qr-orders';
import type { OwnedPublicEvent, PublicReads } from '../../ports/public-reads';
import type { PagesDeps } from '../pages-deps';
import { lookupEvent } from './event-lookup';

/**
 * Each QR made for a visitor is an order at Mercado Pago under the creator's account and quota:
 * a few per minute per address is what a person paying needs.
 */
export const EVENT_QR_RATE_RULE = {
  name: 'event-qr-ip',
  points: 5,
  durationSeconds: 60,
} satisfies RateRule;

type QrParams = { Params: { username: string; eventId: string; orderId: string } };

export const eventQrPath = (username: string, eventId: number, orderId: string) =>
  `${eventDonationPaths.page(username, eventId)}/qr/${encodeURIComponent(orderId)}`;

/**
 * 'Pagar con QR desde cualquier app' (issue 32) from the event's donation form: an order of the
 * chosen amount for the event's creator, counted for the event; answers where its QR is shown.
 * Throws an AppError the form shows: Mercado Pago busy (503) in its words, anything else as
 * "pay by card instead" (the creator-facing reasons are not the visitor's business).
 */
export async function startEventQr(
  deps: PagesDeps,
  request: FastifyRequest,
  event: OwnedPublicEvent,
  ownerId: number,
  amount: number,
): Promise<string> {
  const allowed = await deps.rateLimiter.reserve([{ rule: EVENT_QR_RATE_RULE, key: request.ip }]);
  if (isRefused(allowed)) {
    throw new RetryLaterError(429, HTTP_MESSAGES.tooManyRequests, allowed.retryAfterSeconds);
  }
  try {
    const order = await deps.eventQr.createForEvent(ownerId, event.id, amount);
    return eventQrPath(event.user.username, event.id, order.id);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.statusCode === 503) throw new AppError(503, GORRA_MESSAGES.providerBusy);
    throw new AppError(409, M.unavailable);
  }
}

function qrPage(event: OwnedPublicEvent, order: EventQrOrder, svg: string | null): string {
  const back = eventDonationPaths.page(event.user.username, event.id);
  const here = eventQrPath(event.user.username, event.id, order.id);
  const body =
    order.status === 'pending' && svg
      ? `<div class="qr" role="img" aria-label="${escapeHtml(M.qrAlt(order.amount))}">${svg}</div>
<p>${escapeHtml(M.howTo)}</p>
<p class="muted">${escapeHtml(M.expires(GORRA_LIMITS.orderMinutes))}</p>
<p><a class="button" href="${escapeHtml(here)}">${escapeHtml(M.check)}</a></p>`
      : `<p role="status">${escapeHtml(
          order.status === 'paid'
            ? M.paid(order.amount)
            : order.status === 'expired'
              ? M.expired
              : M.cancelled,
        )}</p>`;
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(M.title)} · ${escapeHtml(event.title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:1rem;color:#0f172a;background:#f8fafc}
main{max-width:28rem;margin:0 auto;text-align:center}
.qr svg{width:min(80vw,20rem);height:auto;background:#fff}
.amount{font-size:2.5rem;font-weight:700;margin:.5rem 0}
.muted{color:#475569}
.button{display:inline-block;padding:.75rem 1.25rem;border-radius:.5rem;background:#0f172a;color:#fff;text-decoration:none}
</style></head>
<body><main>
<h1>${escapeHtml(M.title)}</h1>
<p>${escapeHtml(EVENT_DONATION_MESSAGES.heading)} ${escapeHtml(event.user.full_name)} · ${escapeHtml(event.title)}</p>
<p class="amount">${escapeHtml(formatARS(order.amount))}</p>
${body}
<p><a href="${escapeHtml(back)}">${escapeHtml(M.backToForm)}</a></p>
</main></body></html>`;
}

/** GET /e/{username}/{eventId}/aportar/qr/{orderId}: the QR, or what became of it. */
export function eventQrRoute(
  app: FastifyInstance,
  deps: PagesDeps,
  service: PublicReads,
  notFound: (reply: FastifyReply, username: string) => FastifyReply,
): void {
  app.get<QrParams>('/e/:username/:eventId/aportar/qr/:orderId', async (request, reply) => {
    const found = await lookupEvent(service, request.params.username, request.params.eventId);
    if (found.kind !== 'found') return notFound(reply, request.params.username);
    const order = await deps.eventQr.readForEvent(found.event.id, request.params.orderId);
    if (!order) return notFound(reply, request.params.username);
    const svg =
      order.status === 'pending'
        ? await QRCode.toString(order.qrData, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 })
        : null;
    return sendHtml(reply, qrPage(found.event, order, svg)).header('cache-control', 'no-store');
  });
}
