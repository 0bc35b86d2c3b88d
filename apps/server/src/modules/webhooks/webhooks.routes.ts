import { webhooksContract as contract, WEBHOOK_MESSAGES as M } from '@enlaza/shared/webhooks';
import type { CreatorApi } from '../../http/api';
import type { WebhooksService } from './webhooks.service';

/** The creator's webhooks ('Integraciones', issue 37): only their own endpoints. */
export async function webhooksRoutes(app: CreatorApi, service: WebhooksService): Promise<void> {
  app.get('/webhooks', { schema: contract.list }, async (request) => ({
    success: true as const,
    data: { webhooks: await service.list(request.auth.userId) },
  }));

  app.post('/webhooks', { schema: contract.create }, async (request, reply) => {
    const data = await service.create(request.auth.userId, request.body);
    return reply.status(201).send({ success: true as const, message: M.created, data });
  });

  app.delete('/webhooks/:id', { schema: contract.remove }, async (request) => {
    await service.remove(request.auth.userId, request.params.id);
    return { success: true as const, message: M.deleted, data: {} };
  });

  app.post('/webhooks/:id/rotate-secret', { schema: contract.rotateSecret }, async (request) => ({
    success: true as const,
    message: M.secretRotated,
    data: await service.rotateSecret(request.auth.userId, request.params.id),
  }));

  app.post('/webhooks/:id/test', { schema: contract.test }, async (request, reply) => {
    const delivery = await service.sendTest(request.auth.userId, request.params.id);
    return reply.status(202).send({ success: true as const, message: M.testQueued, data: { delivery } });
  });

  app.post(
    '/webhooks/:id/deliveries/:delivery/resend',
    { schema: contract.resend },
    async (request, reply) => {
      const { id, delivery: messageId } = request.params;
      const delivery = await service.resend(request.auth.userId, id, messageId);
      return reply.status(202).send({ success: true as const, message: M.resent, data: { delivery } });
    },
  );

  app.get('/webhooks/:id/deliveries', { schema: contract.deliveries }, async (request) => ({
    success: true as const,
    data: { deliveries: await service.deliveries(request.auth.userId, request.params.id) },
  }));
}
