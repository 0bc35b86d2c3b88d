import { indicesContract as contract } from '@enlaza/shared/indices';
import type { Api } from '../../http/api';
import type { IndicesService } from './indices.service';

/** GET /indices: the public price indices (the same for everyone: kept by shared caches briefly). */
export async function indicesRoutes(app: Api, indices: IndicesService): Promise<void> {
  app.get('/indices', { schema: contract.list, config: { publicCache: true } }, async () => ({
    success: true as const,
    data: { indices: await indices.publicList() },
  }));
}
