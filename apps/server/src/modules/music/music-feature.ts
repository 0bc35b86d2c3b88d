import type { FastifyInstance } from 'fastify';
import { SimulatorMusic } from '../../integrations/music/simulator/simulator-music';
import { musicSimulatorRoutes } from '../../integrations/music/simulator/simulator-routes';
import type { MusicDeps } from './music-deps';

/** The simulator's consent page, item pages, covers and previews, at the site root, when it is the provider. */
export async function musicSimulatorPages(
  app: FastifyInstance,
  deps: Pick<MusicDeps, 'config' | 'music'>,
): Promise<void> {
  if (deps.music instanceof SimulatorMusic)
    await musicSimulatorRoutes(app, deps.config.publicUrl, deps.music);
}
