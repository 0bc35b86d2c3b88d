import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import readline from 'node:readline';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import {
  freePort,
  type RunningVarnish,
  startVarnish,
  varnishInstalled,
} from '../../apps/server/test/varnish';
import { type ServerProcess, startServer } from '../../e2e/support/server-process';
import { BEACON_P99_TARGET_MS, CROWD_MEASURING } from './crowd-measuring';
import { load } from './load';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';
import { cpuMsOf } from './server-cpu';

/** Issue 38's figures before the change (one copy, two cores, the page served by Varnish). */
export const BEACONS_BEFORE = {
  perSecond: '≈ 700 (a whole core)',
  cpuMsPerBeacon: '1.2–1.5 ms',
  p99: '0.3–3.7 s on a busy machine',
} as const;
const TARGET = { perSecond: 1_000, cpuMsPerBeacon: 0.5, p99Ms: BEACON_P99_TARGET_MS };

export interface BeaconsResult {
  copies: number;
  sent: number;
  answered204: number;
  perSecond: number;
  p99Ms: number;
  /** The copies' CPU during the beacons less their idle CPU over the same time, per beacon. */
  cpuMsPerBeacon: number;
  grossCpuMsPerBeacon: number;
  recorded: number;
  pageP99WithoutMs: number;
  pageP99WithMs: number;
  pageErrors: number;
  /** The beacons' warm-up, from cold: not in the figures above. */
  coldSeconds: number;
  coldP99Ms: number;
  /** When the last warm-up beacon slower than the p99 target was due; null if none was. */
  coldSlowUntilSeconds: number | null;
}

interface CrowdFigures {
  sent: number;
  statuses: Record<string, number>;
  p99Ms: number;
  seconds: number;
  lastSlowDueSeconds: number | null;
}

interface CrowdResult extends CrowdFigures {
  warmUp: CrowdFigures;
}

/**
 * One of crowd-client.ts's loads, in a process of its own: `rate` requests a second, evenly spaced, for
 * `seconds`, after its warm-up (`onMeasuring` is called when that is over). Beacons come each from a new
 * visitor; the page is /u/demo through the cache, whose p99 is what a visitor waits.
 */
function crowd(
  kind: 'beacons' | 'page',
  url: string,
  seconds: number,
  rate: number,
  onMeasuring: () => void = () => {},
): Promise<CrowdResult> {
  const script = path.resolve(import.meta.dirname, 'crowd-client.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: {
      ...process.env,
      CROWD_KIND: kind,
      CROWD_URL: url,
      CROWD_SECONDS: String(seconds),
      CROWD_RATE: String(rate),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const timeout = setTimeout(() => child.kill('SIGKILL'), (seconds + 60) * 1000);
  let result: CrowdResult | null = null;
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    if (line === CROWD_MEASURING) onMeasuring();
    else if (line.startsWith('{')) result = JSON.parse(line) as CrowdResult;
  });
  return new Promise((resolve, reject) =>
    child.on('close', (code) => {
      clearTimeout(timeout);
      if (result) resolve(result);
      else reject(new Error(`crowd-client (${kind}) ended with ${code} and no result`));
    }),
  );
}

const answered = (r: CrowdResult, status: number) => r.statuses[String(status)] ?? 0;
const failed = (r: CrowdResult) =>
  Object.entries(r.statuses).reduce((sum, [status, n]) => sum + (status.startsWith('2') ? 0 : n), 0);

/** Views the beacons stored (their referrer marks them), on the copies' database. */
async function storedViews(copy: ServerProcess, databaseUrl: string | null): Promise<number> {
  const query = "select count(*) as n from page_views where referrer = 'instagram.com'";
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return Number((await client.query<{ n: string }>(query)).rows[0]?.n ?? 0);
    } finally {
      await client.end();
    }
  }
  const db = new SQLite(path.join(copy.dataDir, 'enlaza.sqlite'), { readonly: true });
  try {
    return (db.prepare(query).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/**
 * Issue 38: `copies` copies behind Varnish (the deploy VCL, round robin) take `rate` view beacons a
 * second from distinct visitors while /u/demo is read through the cache: one copy on SQLite, or several
 * on PostgreSQL + Redis (TEST_DATABASE_URL, TEST_REDIS_URL). The bench stands for the balancer in front
 * of Varnish, which hands each visitor's address in X-Forwarded-For (TRUST_PROXY_HOPS 2). Reports
 * beacons/s per copy, their p99, the copies' CPU per beacon, the views stored (each new visitor once),
 * and /u/demo's p99 with and without the beacons. Null without varnishd (or the shared services).
 */
export async function beaconsBench(
  seconds: number,
  rate = TARGET.perSecond,
  copyCount = 1,
): Promise<BeaconsResult | null> {
  if (!varnishInstalled()) return null;
  const shared = copyCount > 1;
  if (shared && !(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)) return null;
  const port = await freePort();
  let scratch: ScratchDatabase | null = null;
  const copies: ServerProcess[] = [];
  let cache: RunningVarnish | null = null;
  try {
    const env: Record<string, string> = {
      PAGE_CACHE: 'varnish',
      CACHE_PURGE_URLS: `http://127.0.0.1:${port}`,
      TRUST_PROXY_HOPS: '2',
    };
    if (shared) {
      scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL ?? '');
      env.DATABASE_URL = scratch.url;
      env.REDIS_URL = process.env.TEST_REDIS_URL ?? '';
      env.REDIS_KEY_PREFIX = `enlaza-bench-${randomBytes(4).toString('hex')}:`;
    }
    // The first copy migrates and seeds the demo; the others then start together.
    copies.push(await startServer(env));
    copies.push(...(await Promise.all(Array.from({ length: copyCount - 1 }, () => startServer(env)))));
    cache = await startVarnish(
      copies.map((copy) => copy.url),
      { port, memory: '256m' },
    );
    await load(cache.url, '/u/demo', 1, 10); // the page in the cache
    const pageRate = 500;
    const cpu = () => copies.reduce((sum, copy) => sum + cpuMsOf(copy.pid), 0);
    // The copies' CPU while only the cache is asked: their idle work (jobs, timers), not the beacons'.
    const calmStart = { cpu: cpu(), at: performance.now() };
    const calm = await crowd('page', cache.url, seconds, pageRate);
    const idlePerMs = (cpu() - calmStart.cpu) / (performance.now() - calmStart.at);
    // The copies' CPU is read from the end of the beacons' warm-up: what the measured beacons cost.
    let cpuBefore = cpu();
    let started = performance.now();
    const [sent, busy] = await Promise.all([
      crowd('beacons', cache.url, seconds, rate, () => {
        cpuBefore = cpu();
        started = performance.now();
      }),
      crowd('page', cache.url, seconds, pageRate),
    ]);
    // The last batch is written within a fifth of a second.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const grossMs = cpu() - cpuBefore;
    const cpuMs = Math.max(0, grossMs - idlePerMs * (performance.now() - started));
    const recorded = await storedViews(copies[0] as ServerProcess, scratch?.url ?? null);
    const answered204 = answered(sent, 204);
    return {
      copies: copyCount,
      sent: sent.sent,
      answered204,
      perSecond: answered204 / sent.seconds / copyCount,
      p99Ms: sent.p99Ms,
      cpuMsPerBeacon: cpuMs / Math.max(1, answered204),
      grossCpuMsPerBeacon: grossMs / Math.max(1, answered204),
      recorded,
      pageP99WithoutMs: calm.p99Ms,
      pageP99WithMs: busy.p99Ms,
      pageErrors: failed(calm) + failed(busy),
      coldSeconds: sent.warmUp.seconds,
      coldP99Ms: sent.warmUp.p99Ms,
      coldSlowUntilSeconds: sent.warmUp.lastSlowDueSeconds,
    };
  } finally {
    await cache?.stop();
    await Promise.all(copies.map((copy) => copy.stop()));
    await scratch?.drop();
  }
}

const check = (ok: boolean) => (ok ? 'ok' : 'OVER TARGET');

/** The report's lines: each figure beside the one before the change. */
export function beaconsLines(r: BeaconsResult | null, rate = TARGET.perSecond): string[] {
  if (!r)
    return ['  skipped (varnishd, and for several copies TEST_DATABASE_URL and TEST_REDIS_URL, needed)'];
  return [
    `  beacons/s per copy          ${r.perSecond.toFixed(0)} (${r.copies} ${r.copies > 1 ? 'copies on PostgreSQL + Redis' : 'copy on SQLite'}; ${rate}/s offered) (before: ${BEACONS_BEFORE.perSecond}; target ${TARGET.perSecond}: ${check(r.perSecond * r.copies >= rate * 0.98)})`,
    `  CPU per beacon (copies)     ${r.cpuMsPerBeacon.toFixed(2)} ms (${r.grossCpuMsPerBeacon.toFixed(2)} ms with their idle work) (before: ${BEACONS_BEFORE.cpuMsPerBeacon}; target ≤ ${TARGET.cpuMsPerBeacon} ms: ${check(r.cpuMsPerBeacon <= TARGET.cpuMsPerBeacon)})`,
    `  beacon p99                  ${r.p99Ms} ms (before: ${BEACONS_BEFORE.p99}; target ≤ ${TARGET.p99Ms} ms: ${check(r.p99Ms <= TARGET.p99Ms)})`,
    `  views stored                ${r.recorded} of ${r.answered204} beacons answered 204 (${r.sent} sent; every visitor new: all must count)${r.recorded === r.answered204 ? '' : '  MISMATCH'}`,
    `  /u/demo p99 through Varnish ${r.pageP99WithoutMs} ms without beacons → ${r.pageP99WithMs} ms with them (500 req/s; ${r.pageErrors} errors)`,
    `  from cold (the unrecorded warm-up before the figures above, ${r.coldSeconds.toFixed(1)} s): beacon p99 ${r.coldP99Ms} ms; ${r.coldSlowUntilSeconds === null ? `none over ${TARGET.p99Ms} ms` : `the last over ${TARGET.p99Ms} ms was due at ${r.coldSlowUntilSeconds.toFixed(1)} s`}`,
  ];
}
