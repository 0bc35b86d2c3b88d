import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** Where `/api` routes are declared: request parts and answers typed from their zod schemas. */
export type Api = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * The creator route tree: the same provider, marked so that `request.auth` is the signed-in creator
 * (the tree's hook has refused every request without a live session before any handler runs).
 */
export interface CreatorTypeProvider extends ZodTypeProvider {
  readonly creatorTree: true;
}

export type CreatorApi = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  CreatorTypeProvider
>;
