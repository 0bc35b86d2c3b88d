import { type ApiErrorBody, HTTP_MESSAGES } from '@enlaza/shared/http';
import type { FastifyInstance } from 'fastify';

const NUL_ESCAPE = /%00/;

/**
 * PostgreSQL refuses a NUL byte in text, so a path parameter holding one would be a 500 once it
 * reached a query. No resource is named with one: 404 before any handler. Query strings and
 * bodies go through the schemas, which answer field by field.
 */
export function refuseNulInPaths(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const [path = ''] = request.url.split('?', 1);
    if (NUL_ESCAPE.test(path)) {
      return reply.status(404).send({ message: HTTP_MESSAGES.notFound } satisfies ApiErrorBody);
    }
  });
}
