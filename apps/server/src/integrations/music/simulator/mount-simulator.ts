import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config/env';
import type { MusicPort } from '../music-port';
import { SimulatorMusic } from './simulator-music';
import { musicSimulatorRoutes } from './simulator-routes';

/** The simulator's consent page, item pages, covers and previews, at the site root, when it is the provider. */
export async function mountMusicSimulator(
  app: FastifyInstance,
  deps: { config: Config; music: MusicPort },
): Promise<void> {
  if (deps.music instanceof SimulatorMusic)
    await musicSimulatorRoutes(app, deps.config.publicUrl, deps.music);
}
