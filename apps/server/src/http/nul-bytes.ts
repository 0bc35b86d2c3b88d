import { type ApiErrorBody, HTTP_MESSAGES } from '@enlaza/shared/http';
import type { FastifyInstance } from 'fastify';

/** Whether `%00` appears in the path part of a URL (the query string is not looked at). */
function nulInPath(url: string): boolean {
  const at = url.indexOf('%00');
  if (at === -1) return false;
  const query = url.indexOf('?');
  return query === -1 || at < query;
}

/**
 * PostgreSQL refuses a NUL byte in text, so a path parameter holding one would be a 500 once it
 * reached a query. No resource is named with one: 404 before any handler. Query strings and
 * bodies go through the schemas, which answer field by field. A plain hook (no promise): every
 * request runs it.
 */
export function refuseNulInPaths(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!nulInPath(request.url)) return done();
    void reply.status(404).send({ message: HTTP_MESSAGES.notFound } satisfies ApiErrorBody);
  });
}
