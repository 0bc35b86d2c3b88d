import type { FastifyInstance } from 'fastify';
import { VERIFY_EMAIL_PATH } from '../../lib/email-verification-link';
import type { PagesDeps } from '../pages-deps';
import type { PageSender } from './page-sender';

/**
 * GET /verificar-email?token=…: verifies, then shows the result, server-rendered (the mail app's
 * browser may run no script), with the way to the dashboard. The token is one person's: no cache
 * keeps the answer and no referrer carries it on.
 */
export async function verifyEmailRoutes(
  app: FastifyInstance,
  deps: PagesDeps,
  send: PageSender,
): Promise<void> {
  app.get(VERIFY_EMAIL_PATH, async (request, reply) => {
    const { token } = request.query as { token?: unknown };
    const verified = typeof token === 'string' && (await deps.emailVerification.verify(token));
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    return send(reply, { kind: 'verify-email', verified }, verified ? 200 : 400);
  });
}
