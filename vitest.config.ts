import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Journey files run this many at a time, each worker on its own server (e2e/support/global-setup.ts).
 * A worker spends about a third of a core (it waits on timers, the browser and its server), so the
 * gate runs them beside the database passes; JOURNEY_WORKERS overrides it.
 */
const JOURNEY_WORKERS = Number(process.env.JOURNEY_WORKERS) || 2;

/** Server files through app.inject() on a real database: SQLite, or PostgreSQL when TEST_DB=postgres. */
const integration = {
  environment: 'node',
  // Each file builds its own app on its own database (createTestApp), so files can share a worker's
  // module graph; importing the server once per worker instead of once per file saves most of the run.
  isolate: false,
  exclude: ['apps/server/src/**/*.unit.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Scans every log line the whole run wrote for passwords and tokens.
  globalSetup: ['apps/server/test/log-scan.global-setup.ts', 'apps/server/test/pg-schemas.global-setup.ts'],
} as const;

/**
 * Projects: `unit` (shared + server code without a database), `integration` (server through
 * app.inject() on a real database: SQLite, or PostgreSQL when TEST_DB=postgres), `dialect` (the
 * integration files the PostgreSQL pass runs), `web` (jsdom) and `e2e` (real Chromium against the
 * production build). scripts/test.mjs runs them.
 */
export default defineConfig({
  test: {
    // Vitest's default (CPUs − 1) is one worker on a 2-core machine; the server suites wait on the
    // database and scrypt as much as they compute, so two keep both cores busy.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // Pure functions: one module graph per worker instead of one per file.
          isolate: false,
          include: ['packages/shared/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts'],
        },
      },
      {
        test: { name: 'integration', include: ['apps/server/src/**/*.test.ts'], ...integration },
      },
      {
        // The PostgreSQL pass (scripts/test.mjs): only the files where the dialect matters, marked
        // `*.dialect.test.ts` (raw sql``, upserts, row locks, date math, roll-ups, migrations, rate-limit
        // counters, the two-copy suite). The `integration` project runs them on SQLite with the rest.
        test: { name: 'dialect', include: ['apps/server/src/**/*.dialect.test.ts'], ...integration },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          environment: 'jsdom',
          testTimeout: 20_000,
          // Files share a worker's module graph and jsdom: setupDomTests (testing/setup-dom.ts)
          // unmounts, clears storage, the query cache, mocks, stubs, timers and the client config
          // after each test.
          isolate: false,
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          // Real browser against the production build (passwords hashed at N=2^10: startJourneyServer).
          expect: { poll: { timeout: 15_000, interval: 100 } },
          include: ['e2e/journeys/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // Two files at a time, each worker on its own journey server (global-setup.ts) with one
          // Chromium kept across its files: no isolation, so browser.ts's module outlives a file.
          maxWorkers: JOURNEY_WORKERS,
          // Its own worker count, so its own group: after the other projects when run together.
          sequence: { groupOrder: 1 },
          isolate: false,
          setupFiles: ['e2e/support/close-contexts.setup.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
        },
      },
    ],
  },
});
