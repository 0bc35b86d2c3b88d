import { PAYMENT_MESSAGES } from '@enlaza/shared/payments';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { requireAuth } from '../../plugins/authenticate';
import { type CallbackQuery, type ConnectionHooks, PaymentConnectionService } from './connection.service';

/** The creator's Mercado Pago connection (spec 02 §7 "Payment provider"). */
export async function paymentsRoutes(app: FastifyInstance, deps: AppDeps, hooks: ConnectionHooks = {}) {
  const service = new PaymentConnectionService(deps, hooks);
  const auth = { preHandler: app.authenticate };

  app.get<{ Querystring: { force?: unknown } }>('/mercadopago/status', auth, async (request) => {
    const force = request.query.force === 'true' || request.query.force === '1';
    return { success: true, data: await service.status(requireAuth(request).userId, force) };
  });

  app.post('/mercadopago/oauth/initiate', auth, async (request) => {
    const redirectUrl = await service.initiate(requireAuth(request).userId);
    return { success: true, message: PAYMENT_MESSAGES.redirecting, data: { redirectUrl } };
  });

  // Public: the browser arrives here from the provider; the single-use state names the creator.
  app.get<{ Querystring: CallbackQuery }>('/mercadopago/oauth/callback', async (request, reply) => {
    const location = await service.callback(request.query);
    return reply.header('cache-control', 'no-store').redirect(location, 302);
  });

  app.post('/mercadopago/revoke', auth, async (request) => {
    const { userId } = requireAuth(request);
    await service.revoke(userId);
    return { success: true, message: PAYMENT_MESSAGES.revoked, data: await service.view(userId) };
  });

  app.post('/mercadopago/refresh-token', auth, async (request) => {
    const authData = await service.refresh(requireAuth(request).userId);
    return { success: true, message: PAYMENT_MESSAGES.tokenRefreshed, data: { authData } };
  });
}
