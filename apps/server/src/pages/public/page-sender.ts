import type { PublicPage } from '@enlaza/shared/public';
import type { FastifyReply } from 'fastify';

/**
 * Sends a public page rendered with the web app's components. `source`: the cached data object the
 * page was built from, when there is one (its rendered HTML is kept beside it).
 */
export type PageSender = (
  reply: FastifyReply,
  page: PublicPage,
  status?: number,
  source?: object,
) => FastifyReply;
