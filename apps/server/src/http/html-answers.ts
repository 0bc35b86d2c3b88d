import type { FastifyReply } from 'fastify';
import type { EncodedDocument } from '../web/encoded-document';
import { sendEncoded } from './public-cache';

/**
 * Sends a page; a kept `EncodedDocument` goes with its compressed variants. `no-cache` unless the
 * route said otherwise (a public page's route gets the shared-cache header in http/public-cache.ts;
 * a page that carries a token or one person's data says `noStore`).
 */
export function sendHtml(reply: FastifyReply, html: string | EncodedDocument, status = 200): FastifyReply {
  reply.status(status).header('content-type', 'text/html; charset=utf-8');
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
  return typeof html === 'string' ? reply.send(html) : sendEncoded(reply, html);
}

/** No cache keeps this answer (`Cache-Control: no-store`); returns the reply to send with. */
export function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store');
}

/** Text or an attribute value inside HTML the server writes by hand. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
