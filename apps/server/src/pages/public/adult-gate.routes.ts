import type { FastifyInstance } from 'fastify';
import { acceptFormPosts, formField } from '../../http/form-posts';
import type { PagesDeps } from '../pages-deps';
import { ADULT_CONFIRM_PATH, adultCookie, safeNext } from './adult-gate';

/**
 * POST /mayores-de-18 (the interstitial's form, with or without JavaScript): remembers for a year
 * that the visitor is 18 or older and sends them back to the page they asked for.
 */
export async function adultGateRoutes(app: FastifyInstance, deps: PagesDeps): Promise<void> {
  const secure = deps.config.publicUrl.startsWith('https:');
  await app.register(async (scope) => {
    acceptFormPosts(scope);
    scope.post(ADULT_CONFIRM_PATH, async (request, reply) => {
      reply.header('set-cookie', adultCookie(secure));
      return reply.redirect(safeNext(formField(request.body, 'next')), 303);
    });
  });
}
