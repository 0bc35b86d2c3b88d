import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startJourneyServer } from './server-process';

export interface JourneyServer {
  url: string;
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    journeyServers: JourneyServer[];
  }
}

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Starts one production server per journey worker, each on its own port and data directory; a
 * worker reaches its own through baseUrl() (browser.ts). Both run every feature the journeys show
 * (the donations and statistics screens); a journey that shows the app with a screen switched off
 * says so in its context (newPage's `features`).
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/client/index.html'))) {
    throw new Error('apps/web is not built: run `npm run build` first (npm test does it).');
  }
  if (!fs.existsSync(path.join(root, 'apps/server/dist/server.js'))) {
    throw new Error('apps/server is not built: run `npm run build` first (npm test does it).');
  }
  const servers = await Promise.all(
    Array.from({ length: project.config.maxWorkers }, () =>
      startJourneyServer({
        FEATURE_DONATIONS_SCREEN: 'true',
        FEATURE_ANALYTICS_SCREEN: 'true',
        // Journeys that make many checkouts name their own visitor address (X-Forwarded-For), so
        // they do not spend the per-IP budget of the files that run after them on this server.
        TRUST_PROXY: 'true',
      }),
    ),
  );
  project.provide(
    'journeyServers',
    servers.map((s) => ({ url: s.url, dataDir: s.dataDir })),
  );
  return () => Promise.all(servers.map((s) => s.stop()));
}
