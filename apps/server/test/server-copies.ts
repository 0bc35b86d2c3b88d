import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createTestSchema, whileMigrating } from './pg-schemas';

const serverDir = path.resolve(import.meta.dirname, '..');

/** One running server process of a multi-copy deployment. */
export interface ServerCopy {
  name: string;
  url: string;
  /** Its DATA_DIR (the outbox of the mails it sent is `outbox/` there). */
  dataDir: string;
  /** The JSON log lines it printed so far. */
  logs(): Record<string, unknown>[];
  stop(): Promise<void>;
}

export interface Deployment {
  copies: ServerCopy[];
  /** postgres:// URL of the deployment's own schema. */
  databaseUrl: string;
  redisUrl: string;
  /** REDIS_KEY_PREFIX of this run: its keys and channels never meet another run's. */
  redisPrefix: string;
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

export interface DeploymentOptions {
  copies?: number;
  /** Environment of every copy (added to the defaults). */
  env?: Record<string, string>;
  /** Extra environment per copy, by index (e.g. S3 variables). */
  envPerCopy?: Record<string, string>[];
  /** The web build to serve; by default apps/web/dist when it is built (see builtWebDir). */
  webDistDir?: string;
}

/** apps/web/dist when `npm run build` made it (the public pages render with it), else null. */
export function builtWebDir(): string | null {
  const dir = path.resolve(serverDir, '../web/dist');
  return fs.existsSync(path.join(dir, 'server', 'entry-server.js')) ? dir : null;
}

/** Whether the suite's shared services are configured (TEST_DATABASE_URL and TEST_REDIS_URL). */
export function sharedServicesConfigured(): boolean {
  return Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitHealthy(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server copy exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`server copy did not start:\n${output()}`);
}

function startCopy(name: string, env: NodeJS.ProcessEnv, port: number): Promise<ServerCopy> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...env, PORT: String(port), PUBLIC_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
  });
  const copy: ServerCopy = {
    name,
    url,
    dataDir: env.DATA_DIR ?? '',
    logs: () =>
      out
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
  return waitHealthy(url, child, () => out).then(
    () => copy,
    async (error: unknown) => {
      await copy.stop();
      throw error;
    },
  );
}

/**
 * Starts real server processes (tsx, as `npm run dev`) on one PostgreSQL schema of their own and
 * one Redis, each with its own DATA_DIR and port. The first copy starts alone (it migrates and
 * seeds), the others then together. `stop()` ends them and drops the schema.
 */
export async function startDeployment(options: DeploymentOptions = {}): Promise<Deployment> {
  const baseUrl = process.env.TEST_DATABASE_URL ?? '';
  const redisUrl = process.env.TEST_REDIS_URL ?? '';
  if (!baseUrl || !redisUrl) throw new Error('TEST_DATABASE_URL and TEST_REDIS_URL are needed');
  const tag = randomBytes(5).toString('hex');
  const testSchema = await createTestSchema(baseUrl, 'copies');
  const databaseUrl = testSchema.url;
  const redisPrefix = `enlaza-test-${tag}:`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-copies-'));
  const count = options.copies ?? 2;
  const envOf = (index: number): NodeJS.ProcessEnv => ({
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, `copy-${index}`),
    WEB_DIST_DIR: options.webDistDir ?? builtWebDir() ?? path.join(work, 'no-web'),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: redisPrefix,
    PASSWORD_HASH_COST: '10',
    PASSWORD_HASH_THREADS: '1',
    LOG_LEVEL: 'info',
    ...options.env,
    ...options.envPerCopy?.[index],
  });
  const names = 'ABCDEFGH';
  const copies: ServerCopy[] = [];
  const stopAll = async () => {
    await Promise.all(copies.map((copy) => copy.stop()));
    await testSchema.drop();
    fs.rmSync(work, { recursive: true, force: true });
  };
  try {
    // The copies migrate as they start.
    await whileMigrating(baseUrl, async () => {
      copies.push(await startCopy(names[0] ?? '0', envOf(0), await freePort()));
      const rest = await Promise.all(
        Array.from({ length: count - 1 }, async (_, i) =>
          startCopy(names[i + 1] ?? String(i + 1), envOf(i + 1), await freePort()),
        ),
      );
      copies.push(...rest);
    });
  } catch (error) {
    await stopAll();
    throw error;
  }
  return {
    copies,
    databaseUrl,
    redisUrl,
    redisPrefix,
    async query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query<T>(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    stop: stopAll,
  };
}
