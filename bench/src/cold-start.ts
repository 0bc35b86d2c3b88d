import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface ColdStart {
  /** Process spawned → /api/health answers. */
  listeningMs: number;
  /** Resident memory once listening and idle for a moment. */
  rssMb: number;
}

export function rssMbOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

async function once(args: string[], port: number, dataDir: string): Promise<ColdStart> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 5));
    }
    const listeningMs = performance.now() - started;
    await new Promise((r) => setTimeout(r, 1000));
    return { listeningMs, rssMb: rssMbOf(child.pid ?? 0) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Median of `runs` cold starts of `args` (node arguments) on one already-seeded database, so the
 * first start's demo seeding (a scrypt hash) is not counted.
 */
export async function coldStart(args: string[], port: number, runs = 3): Promise<ColdStart> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-cold-'));
  try {
    await once(args, port, dataDir);
    const results: ColdStart[] = [];
    for (let i = 0; i < runs; i++) results.push(await once(args, port, dataDir));
    return {
      listeningMs: median(results.map((r) => r.listeningMs)),
      rssMb: median(results.map((r) => r.rssMb)),
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export const COMPILED_SERVER = ['apps/server/dist/server.js'];
export const TYPESCRIPT_SERVER = ['--import', 'tsx', 'apps/server/src/server.ts'];
