import { paymentsContract as contract, PAYMENT_MESSAGES } from '@enlaza/shared/payments';
import type { Api, CreatorApi } from '../../http/api';
import type { PaymentConnectionService } from './payment-connection.service';

/** The creator's Mercado Pago connection (spec 02 §7 "Payment provider"). */
export async function paymentConnectionRoutes(app: CreatorApi, service: PaymentConnectionService) {
  app.get('/mercadopago/status', { schema: contract.status }, async (request) => {
    const force = request.query.force === 'true' || request.query.force === '1';
    return { success: true as const, data: await service.status(request.auth.userId, force) };
  });

  app.post('/mercadopago/oauth/initiate', { schema: contract.initiate }, async (request) => {
    const redirectUrl = await service.initiate(request.auth.userId);
    return { success: true as const, message: PAYMENT_MESSAGES.redirecting, data: { redirectUrl } };
  });

  app.post('/mercadopago/revoke', { schema: contract.revoke }, async (request) => {
    const { userId } = request.auth;
    await service.revoke(userId);
    return { success: true as const, message: PAYMENT_MESSAGES.revoked, data: await service.view(userId) };
  });

  app.post('/mercadopago/refresh-token', { schema: contract.refreshToken }, async (request) => {
    const authData = await service.refresh(request.auth.userId);
    return { success: true as const, message: PAYMENT_MESSAGES.tokenRefreshed, data: { authData } };
  });
}

/** Public: the browser arrives here from the provider; the single-use state names the creator. */
export async function paymentCallbackRoute(app: Api, service: PaymentConnectionService) {
  app.get('/mercadopago/oauth/callback', { schema: contract.callback }, async (request, reply) => {
    const location = await service.callback(request.query);
    return reply.header('cache-control', 'no-store').redirect(location, 302);
  });
}
