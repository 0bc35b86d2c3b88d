import { PAYMENT_MESSAGES } from '@enlaza/shared/payments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { AppError, unauthorized } from '../../http/errors';
import { verifyNotificationSignature } from '../../integrations/payments/webhook-signature';
import { ProviderUnavailableError, paymentSync } from '../donations/payment-sync';
import { creatorTokens } from '../payments/creator-tokens';
import { readNotification } from './notification';

type Query = Record<string, unknown>;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Mercado Pago notifications. Only correctly signed ones are read; a payment notification makes
 * us ask the provider for the payment and apply its answer, never the notification's own claims.
 */
export async function webhooksRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const sync = paymentSync(deps);
  const connections = creatorTokens(deps).connections;

  app.post<{ Querystring: Query }>('/webhooks/mercadopago', async (request) => {
    const query = request.query ?? {};
    const signedId = typeof query['data.id'] === 'string' ? query['data.id'] : undefined;
    const check = verifyNotificationSignature({
      secret: deps.config.payments.webhookSecret,
      header: header(request, 'x-signature'),
      dataId: signedId,
      requestId: header(request, 'x-request-id'),
      now: deps.clock.now(),
    });
    if (check !== 'valid') {
      request.log.warn({ check }, 'webhook signature refused');
      throw unauthorized(PAYMENT_MESSAGES.invalidSignature);
    }

    const note = readNotification(request.body, query);
    if (note.type === 'payment' && note.dataId) {
      try {
        const outcome = await sync.onNotification(note.dataId, note.userId);
        request.log.info({ outcome, paymentId: note.dataId }, 'payment notification');
      } catch (error) {
        if (!(error instanceof ProviderUnavailableError)) throw error;
        request.log.warn({ err: error.cause, paymentId: note.dataId }, 'payment notification deferred');
        // Not a 2xx: Mercado Pago delivers it again later.
        throw new AppError(503, PAYMENT_MESSAGES.providerUnavailable);
      }
    } else if (note.type === 'mp-connect' && note.userId && note.action?.endsWith('deauthorized')) {
      const revoked = await connections.revokeSeller(note.userId, deps.clock.now());
      request.log.info({ revoked }, 'mercado pago account unlinked');
    }
    return { success: true, message: PAYMENT_MESSAGES.notificationReceived };
  });
}
