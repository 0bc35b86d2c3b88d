import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { type AppWiring, createDeps, type DepsOverrides } from '../src/create-deps';
import { createDatabase, type Database } from '../src/db/database';
import { OutboxMailer, readOutbox } from '../src/integrations/mail/outbox-mailer';
import { LogCapture } from './log-capture';
import { claimMigratedSchema, migratedSqliteImage } from './migrated-templates';

/** Which database this run of the integration suite uses: TEST_DB=postgres needs TEST_DATABASE_URL. */
export function testDialect(): 'sqlite' | 'postgres' {
  if (process.env.TEST_DB === 'postgres') {
    if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    return 'postgres';
  }
  return 'sqlite';
}

export interface TestApp {
  app: FastifyInstance;
  /** The infrastructure, services and ports as create-deps.ts wired them. */
  deps: AppWiring;
  database: Database;
  dataDir: string;
  outbox(): ReturnType<typeof readOutbox>;
  /** This app's log capture: tests may add secrets it could not see go by. */
  logs: LogCapture;
  close(): Promise<void>;
}

export interface TestAppOptions extends DepsOverrides {
  env?: Record<string, string>;
}

/**
 * A complete app on a fresh, migrated database of its own: a temp SQLite file, or a new PostgreSQL
 * schema (both copied from a template migrated once per worker: migrated-templates.ts).
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    // Lower scrypt cost keeps the suite fast; production uses 17 (config default, tested in the unit suite).
    PASSWORD_HASH_COST: '12',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...options.env,
  });
  let releaseSchema: (() => Promise<void>) | undefined;
  let database: Database;
  if (testDialect() === 'postgres') {
    const url = process.env.TEST_DATABASE_URL as string;
    const claimed = await claimMigratedSchema(url, inject('pgSchemaPrefix'));
    releaseSchema = claimed.release;
    database = createDatabase({ url, dataDir, pgSchema: claimed.schema });
    // A test database need not survive a power cut: its commits skip the wait for the disk. The
    // pool runs onConnect (read when it connects) before it hands a new connection out.
    if (database.pgPool) {
      database.pgPool.options.onConnect = async (client) => {
        await client.query('set synchronous_commit to off');
      };
    }
  } else {
    fs.writeFileSync(path.join(dataDir, 'enlaza.sqlite'), await migratedSqliteImage());
    database = createDatabase({ dataDir });
  }
  const outboxDir = path.join(dataDir, 'outbox');
  // Everything the app logs is kept and scanned for secrets (see log-capture.ts).
  const capture = new LogCapture();
  const deps = createDeps(config, database, {
    mail: new OutboxMailer(outboxDir, capture.log),
    log: capture.log,
    ...options,
  });
  const app = await buildApp(deps, {
    logger: capture.loggerOptions(),
    beforeRoutes: (instance) => capture.watch(instance),
  });
  await app.ready();
  return {
    app,
    deps,
    database,
    dataDir,
    outbox: () => readOutbox(outboxDir),
    logs: capture,
    async close() {
      await app.close();
      await deps.pagePurges.settled();
      await deps.passwordHasher.close();
      await database.close();
      await releaseSchema?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
      capture.check();
    },
  };
}

export function json<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  return JSON.parse(res.body) as T;
}

let counter = 0;
/** A valid, unique registration body. */
export function newCreator(overrides: Record<string, string> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    full_name: 'Creadora de Prueba',
    username: `creadora-${tag}`,
    email: `creadora-${tag}@example.com`,
    password: 'secreto123',
    ...overrides,
  };
}

/** Registers a creator and returns its bearer token and user. */
export async function registerCreator(app: FastifyInstance, overrides: Record<string, string> = {}) {
  const body = newCreator(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const data = json<{ data: { token: string; user: { id: number; username: string } } }>(res).data;
  return { ...data, body, headers: { authorization: `Bearer ${data.token}` } };
}

/** A link's click count as stored. */
export async function linkClickCount(t: TestApp, id: number): Promise<number> {
  const row = await t.database.db
    .selectFrom('links')
    .select('click_count')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.click_count;
}
