import { overlayContract as contract, OVERLAY_MESSAGES as M } from '@enlaza/shared/overlay';
import type { CreatorApi } from '../../http/api';
import type { OverlayService } from './overlay.service';

/** The creator's stream alert ('Integraciones', issue 37): their own address only. */
export async function overlayRoutes(app: CreatorApi, service: OverlayService): Promise<void> {
  app.get('/overlay', { schema: contract.get }, async (request) => ({
    success: true as const,
    data: { url: await service.url(request.auth.userId) },
  }));

  app.post('/overlay/rotate', { schema: contract.rotate }, async (request) => ({
    success: true as const,
    message: M.rotated,
    data: { url: await service.rotate(request.auth.userId) },
  }));

  app.post('/overlay/test', { schema: contract.test }, async (request, reply) => {
    await service.sendTest(request.auth.userId);
    return reply.status(202).send({ success: true as const, message: M.testSent, data: {} });
  });
}
