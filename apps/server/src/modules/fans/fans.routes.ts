import { subscribersContract as contract, SUBSCRIBER_MESSAGES as M } from '@enlaza/shared/fans';
import type { Api, CreatorApi } from '../../http/api';
import { notFound } from '../../http/errors';
import type { FansService } from './fans.service';

/** POST /api/public/{username}/subscribers: the block's sign-up as JSON (same rules as the form). */
export async function publicSubscribeRoute(app: Api, service: FansService): Promise<void> {
  app.post('/public/:username/subscribers', { schema: contract.subscribe }, async (request, reply) => {
    const creator = await service.openCreator(request.params.username);
    if (!creator) throw notFound(M.blockOff);
    await service.subscribe(creator, request.body, request.ip);
    return reply.status(202).send({ success: true as const, message: M.sent });
  });
}

/** The creator's list ('Suscriptores'), the block's switch and 'Eliminar': only their own rows. */
export async function fansRoutes(app: CreatorApi, service: FansService): Promise<void> {
  app.get('/subscribers', { schema: contract.list }, async (request) => ({
    success: true as const,
    data: await service.list(request.auth.userId),
  }));

  app.put('/subscribers/settings', { schema: contract.settings }, async (request) => {
    const { enabled } = request.body;
    await service.setEnabled(request.auth.userId, enabled);
    return { success: true as const, message: enabled ? M.enabled : M.disabled, data: { enabled } };
  });

  app.delete('/subscribers/:id', { schema: contract.remove }, async (request) => {
    await service.remove(request.auth.userId, request.params.id);
    return { success: true as const, message: M.deleted, data: {} };
  });
}
