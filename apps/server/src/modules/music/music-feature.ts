import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { SimulatorMusic } from '../../integrations/music/simulator/simulator-music';
import { musicSimulatorRoutes } from '../../integrations/music/simulator/simulator-routes';

/** The simulator's consent page, item pages, covers and previews, at the site root, when it is the provider. */
export async function musicSimulatorPages(app: FastifyInstance, deps: AppDeps): Promise<void> {
  if (deps.music instanceof SimulatorMusic) await musicSimulatorRoutes(app, deps, deps.music);
}
