import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';

export async function healthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // The bare JSON route: the benchmark's reference point for every other endpoint's throughput.
  app.get('/ping', async () => ({ ok: true }));

  app.get('/health', async (_request, reply) => {
    try {
      await sql`select 1`.execute(deps.database.db);
      return { status: 'ok', database: deps.database.dialect };
    } catch {
      return reply.status(503).send({ status: 'error', message: 'Base de datos no disponible' });
    }
  });
}
