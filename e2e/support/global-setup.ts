import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startJourneyServer } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

/** Starts the production server for the journeys; they reach it through inject('baseUrl'). */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/client/index.html'))) {
    throw new Error('apps/web is not built: run `npm run build` first (npm test does it).');
  }
  if (!fs.existsSync(path.join(root, 'apps/server/dist/server.js'))) {
    throw new Error('apps/server is not built: run `npm run build` first (npm test does it).');
  }
  const server = await startJourneyServer();
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
  return () => server.stop();
}
