import type { FastifyInstance, FastifyReply } from 'fastify';

/** Fields of a plain HTML form post. */
export type Form = Record<string, string>;

export function sendHtml(reply: FastifyReply, body: string, status = 200): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);
}

/** A non-empty, bounded string field of a query or form; null otherwise. */
export function formField(source: unknown, name: string): string | null {
  if (typeof source !== 'object' || source === null) return null;
  const value = (source as Record<string, unknown>)[name];
  return typeof value === 'string' && value.length > 0 && value.length <= 2048 ? value : null;
}

/** Plain HTML form posts (the simulators, the donation form without JavaScript); call inside the route scope so the parser stays there. */
export function acceptFormPosts(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}
