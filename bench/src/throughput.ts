import os from 'node:os';
import { startServer } from '../../e2e/support/server-process';
import { BROWSER_ACCEPT_ENCODING, type LoadResult, load } from './load';
import { createScratchDatabase } from './scratch-database';
import { cpuMsOf } from './server-cpu';

const BARE = '/api/ping';
/** Endpoints compared with the bare route in the same run. */
const TARGETS = ['/api/health', '/u/demo', '/api/public/demo'];
/** Targets on every database: a share of the bare route and a p99 bound (every request sends the browser's Accept-Encoding). */
const GOALS = [
  { path: '/api/public/demo', minRatio: 0.4, maxP99Ms: 25 },
  // Issue #23: the page as a browser asks for it (br), compressed once per change, not per answer.
  { path: '/u/demo', minRatio: 0.5, maxP99Ms: 25 },
];

/** One endpoint's load, and the server's own CPU time per request meanwhile. */
interface Measured extends LoadResult {
  cpuMsPerRequest: number;
}

export interface Throughput {
  label: string;
  bare: Measured;
  targets: Measured[];
}

async function measure(baseUrl: string, pid: number, path: string, seconds: number, connections: number) {
  const before = cpuMsOf(pid);
  const result = await load(baseUrl, path, seconds, connections);
  return { ...result, cpuMsPerRequest: (cpuMsOf(pid) - before) / Math.max(1, result.requests) };
}

/** The bare route (after a warm-up), then each endpoint, one at a time against one server process. */
export async function measureThroughput(
  label: string,
  server: { url: string; pid: number },
  seconds: number,
  connections: number,
): Promise<Throughput> {
  await load(server.url, BARE, 1, connections); // warm-up
  const bare = await measure(server.url, server.pid, BARE, seconds, connections);
  const targets: Measured[] = [];
  for (const path of TARGETS) targets.push(await measure(server.url, server.pid, path, seconds, connections));
  return { label, bare, targets };
}

/** The same endpoints against a new server on a fresh PostgreSQL database (demo seeded at start), or null without TEST_DATABASE_URL. */
export async function postgresThroughput(seconds: number, connections: number): Promise<Throughput | null> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) return null;
  const database = await createScratchDatabase(baseUrl);
  try {
    const server = await startServer({ DATABASE_URL: database.url });
    try {
      return await measureThroughput('PostgreSQL', server, seconds, connections);
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

const ratio = (r: LoadResult, bare: LoadResult) => r.requestsPerSecond / bare.requestsPerSecond;

function cell(r: Measured, bare: Measured): string {
  const failures = r.errors || r.non2xx ? ` (errors ${r.errors}, non-2xx ${r.non2xx})` : '';
  const cpu = `${r.cpuMsPerRequest.toFixed(2)} ms CPU (${((bare.cpuMsPerRequest / r.cpuMsPerRequest) * 100).toFixed(0)}%)`;
  const size = `${(r.bytesPerAnswer / 1024).toFixed(1)} KB`;
  return `${r.requestsPerSecond.toFixed(0).padStart(6)} req/s  p99 ${String(r.p99Ms).padStart(4)} ms  ${(ratio(r, bare) * 100).toFixed(0).padStart(3)}%  ${cpu}  ${size.padStart(8)}${failures}`;
}

/**
 * One row per endpoint, one column per server (database): req/s, p99 and the ratio to its own bare
 * route; then the server's CPU time per request and the bare route's share of it, which a busy
 * machine does not distort the way it distorts req/s.
 */
export function throughputTable(columns: Throughput[]): string[] {
  const width = 74;
  const lines = [`  ${''.padEnd(18)} ${columns.map((c) => c.label.padEnd(width)).join(' ')}`];
  const rows = [BARE, ...TARGETS];
  for (const [index, path] of rows.entries()) {
    const cells = columns.map((c) => {
      const r = index === 0 ? c.bare : c.targets[index - 1];
      return (r ? cell(r, c.bare) : '').padEnd(width);
    });
    lines.push(`  ${path.padEnd(18)} ${cells.join(' ')}`.trimEnd());
  }
  const [load1] = os.loadavg();
  lines.push(
    `  load average ${load1?.toFixed(1)} on ${os.cpus().length} CPUs (neighbours' load lowers req/s and raises p99; CPU per request stays comparable)`,
    `  every request sends Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}; the last figure is the mean answer body as received`,
  );
  for (const goal of GOALS) {
    const verdicts = columns.map((c) => {
      const r = c.targets.find((t) => t.path === goal.path);
      if (!r) return `${c.label} not measured`;
      const share = ratio(r, c.bare);
      const ok = share >= goal.minRatio && r.p99Ms <= goal.maxP99Ms;
      return `${c.label} ${(share * 100).toFixed(0)}%, p99 ${r.p99Ms} ms ${ok ? 'ok' : 'OVER TARGET'}`;
    });
    lines.push(
      `  target ${goal.path} ≥ ${goal.minRatio * 100}% of the bare route, p99 ≤ ${goal.maxP99Ms} ms: ${verdicts.join(', ')}`,
    );
  }
  return lines;
}
