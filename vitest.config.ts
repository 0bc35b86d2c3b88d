import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Projects: `unit` (shared + server code without a database), `integration` (server through
 * app.inject() on a real database: SQLite, or PostgreSQL when TEST_DB=postgres), `web` (jsdom) and
 * `e2e` (real Chromium against the production build). scripts/test.mjs runs them in order.
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
        test: {
          name: 'integration',
          environment: 'node',
          // Each file builds its own app on its own database (createTestApp), so files can share a
          // worker's module graph; importing the server once per worker instead of once per file
          // saves most of the run.
          isolate: false,
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.unit.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Scans every log line the whole run wrote for passwords and tokens.
          globalSetup: ['apps/server/test/log-scan.global-setup.ts'],
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          environment: 'jsdom',
          testTimeout: 20_000,
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
          fileParallelism: false,
          globalSetup: ['e2e/support/global-setup.ts'],
        },
      },
    ],
  },
});
