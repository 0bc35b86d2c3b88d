import { healthContract as contract } from '@enlaza/shared/http';
import type { AppDeps } from '../../app-deps';
import type { Api } from '../../http/api';
import { pingDatabase } from './health.repository';

export async function healthRoutes(app: Api, deps: Pick<AppDeps, 'database'>): Promise<void> {
  // The bare JSON route: the benchmark's reference point for every other endpoint's throughput.
  app.get('/ping', { schema: contract.ping }, async () => ({ ok: true as const }));

  app.get('/health', { schema: contract.health }, async (_request, reply) => {
    try {
      await pingDatabase(deps.database.db);
      return { status: 'ok' as const, database: deps.database.dialect };
    } catch {
      return reply.status(503).send({ status: 'error', message: 'Base de datos no disponible' });
    }
  });
}
