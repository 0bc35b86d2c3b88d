import { transfersContract as contract, TRANSFER_MESSAGES as M } from '@enlaza/shared/transfers';
import type { CreatorApi } from '../../http/api';
import type { TransfersService } from './transfers.service';

/** The creator's transfer details (payment settings) and the transfers they confirmed. */
export async function transfersRoutes(app: CreatorApi, transfers: TransfersService): Promise<void> {
  app.get('/payments/transfer-details', { schema: contract.details }, async (request) => {
    return { success: true as const, data: { details: await transfers.details(request.auth.userId) } };
  });

  app.put('/payments/transfer-details', { schema: contract.saveDetails }, async (request) => {
    const details = await transfers.saveDetails(request.auth.userId, request.body);
    return { success: true as const, message: M.detailsSaved, data: { details } };
  });

  app.delete('/payments/transfer-details', { schema: contract.removeDetails }, async (request) => {
    await transfers.removeDetails(request.auth.userId);
    return { success: true as const, message: M.detailsRemoved };
  });

  app.get('/transfers', { schema: contract.list }, async (request) => {
    return { success: true as const, data: { transfers: await transfers.list(request.auth.userId) } };
  });

  app.post('/transfers', { schema: contract.create }, async (request, reply) => {
    const transfer = await transfers.record(request.auth.userId, request.body);
    return reply.status(201).send({ success: true, message: M.recorded, data: { transfer } });
  });

  app.delete('/transfers/:id', { schema: contract.remove }, async (request) => {
    await transfers.remove(request.auth.userId, request.params.id);
    return { success: true as const, message: M.removed };
  });
}
