import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config/env';
import { createDeps } from '../../apps/server/src/create-deps';
import { createDatabase, type Database } from '../../apps/server/src/db/database';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { SEED, seedCreator } from './stats-seed';

const REQUESTS = Number(process.env.BENCH_STATS_REQUESTS ?? 200);
/** Every statistics endpoint of the creator's screens, on a quarter and on the whole year. */
const PATHS = [
  '/api/stats/dashboard?period=30d',
  '/api/stats/overview?period=90d',
  '/api/stats/overview?period=all',
  '/api/stats/visits?period=all',
  '/api/stats/detailed?period=90d',
  '/api/stats/funnel?period=90d',
  '/api/stats/funnel?period=all',
];
const TARGET_MS = 50;
/** Stored views of the one creator, one fresh database each: BENCH_STATS_SCALES=1000000,10000000. */
const SCALES = (process.env.BENCH_STATS_SCALES ?? String(SEED.views))
  .split(',')
  .map((n) => Number(n.trim()))
  .filter((n) => Number.isInteger(n) && n > 0);

export interface StatsBenchRow {
  dialect: string;
  views: number;
  path: string;
  p50: number;
  p95: number;
  /** CPU time of this process (server and client) per request: what the machine's load cannot inflate. */
  cpuMs: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function measure(
  database: Database,
  dataDir: string,
  dialect: string,
  views: number,
): Promise<StatsBenchRow[]> {
  const started = Date.now();
  const cpuBefore = process.cpuUsage();
  const timings: string[] = [];
  const token = await seedCreator(database.db, database.dialect, new Date(), timings, views);
  const seedSeconds = (Date.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  // On a shared machine the wall time depends on the neighbours; the process's own CPU time does not.
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  console.log(
    `  ${dialect}: seeded ${views.toLocaleString('en')} views, ${SEED.clicks.toLocaleString('en')} clicks, ${SEED.donations} donations over ${SEED.days} days in ${seedSeconds.toFixed(1)} s wall, ${cpuSeconds.toFixed(1)} s CPU in this process (${timings.join(', ')})`,
  );
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://127.0.0.1',
  });
  const app = await buildApp(createDeps(config, database));
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const rows: StatsBenchRow[] = [];
  try {
    for (const url of PATHS) {
      const times: number[] = [];
      let cpuStart = process.cpuUsage();
      for (let i = 0; i < REQUESTS + 10; i++) {
        if (i === 10) cpuStart = process.cpuUsage();
        const t0 = performance.now();
        const res = await fetch(`${address}${url}`, { headers: { authorization: `Bearer ${token}` } });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
        // The first ten warm the caches and the JIT.
        if (i >= 10) times.push(performance.now() - t0);
      }
      const cpu = process.cpuUsage(cpuStart);
      times.sort((a, b) => a - b);
      rows.push({
        dialect,
        views,
        path: url,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        cpuMs: (cpu.user + cpu.system) / 1000 / REQUESTS,
      });
    }
  } finally {
    await app.close();
  }
  return rows;
}

async function sqlite(views: number): Promise<StatsBenchRow[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-stats-bench-'));
  const database = createDatabase({ dataDir });
  try {
    await migrateToLatest(database.db);
    return await measure(database, dataDir, 'SQLite', views);
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgres(url: string, views: number): Promise<StatsBenchRow[]> {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-stats-bench-'));
  const database = createDatabase({ url, dataDir, pgSchema: schema });
  try {
    await migrateToLatest(database.db);
    return await measure(database, dataDir, 'PostgreSQL', views);
  } finally {
    await database.close();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Statistics at 1 M to 10 M stored views of one creator: p50/p95 of every statistics endpoint,
 * sequential requests over loopback, at each scale of BENCH_STATS_SCALES, and how p95 grows.
 */
export async function statsBench(): Promise<void> {
  console.log(
    `\nStatistics at scale (one creator, ${REQUESTS} sequential requests per endpoint, target p95 ≤ ${TARGET_MS} ms):`,
  );
  const url = process.env.TEST_DATABASE_URL;
  if (!url) console.log('  PostgreSQL: skipped (set TEST_DATABASE_URL to include it)');
  const rows: StatsBenchRow[] = [];
  // Each scale's figures as soon as they are measured: the largest one takes a while to seed.
  const report = (measured: StatsBenchRow[]) => {
    const [load1] = os.loadavg();
    console.log(
      `  load average ${load1?.toFixed(1)} on ${os.cpus().length} CPUs (a busy machine inflates wall times)`,
    );
    for (const r of measured) {
      const verdict = r.p95 <= TARGET_MS ? 'ok' : 'OVER TARGET';
      console.log(
        `  ${r.dialect.padEnd(10)} ${`${r.views / 1e6} M`.padStart(6)}  ${r.path.padEnd(34)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  ${verdict}  (CPU ${r.cpuMs.toFixed(1)} ms/request)`,
      );
    }
    rows.push(...measured);
  };
  // BENCH_STATS_DB=sqlite or postgres measures one database only.
  const only = process.env.BENCH_STATS_DB;
  for (const views of SCALES) {
    if (only !== 'postgres') report(await sqlite(views));
    if (url && only !== 'sqlite') report(await postgres(url, views));
  }
  const smallest = Math.min(...SCALES);
  const largest = Math.max(...SCALES);
  if (largest > smallest) {
    console.log(`  growth of p95 from ${smallest / 1e6} M to ${largest / 1e6} M views:`);
    for (const r of rows.filter((row) => row.views === largest)) {
      const base = rows.find((b) => b.views === smallest && b.dialect === r.dialect && b.path === r.path);
      if (base) {
        console.log(
          `  ${r.dialect.padEnd(10)} ${r.path.padEnd(34)} ${base.p95.toFixed(1)} → ${r.p95.toFixed(1)} ms (×${(r.p95 / base.p95).toFixed(2)})`,
        );
      }
    }
  }
}
