import os from 'node:os';
import { type LoadResult, load } from './load';

const BARE = '/api/ping';
/** Endpoints compared with the bare route in the same run. */
const TARGETS = ['/api/health', '/u/demo', '/api/public/demo'];
/** The public API's target, on every database: a share of the bare route and a p99 bound. */
const PUBLIC_API = { path: '/api/public/demo', minRatio: 0.4, maxP99Ms: 25 };

export interface Throughput {
  label: string;
  bare: LoadResult;
  targets: LoadResult[];
}

/** The bare route (after a warm-up), then each endpoint, one at a time against one server. */
export async function measureThroughput(
  label: string,
  baseUrl: string,
  seconds: number,
  connections: number,
): Promise<Throughput> {
  await load(baseUrl, BARE, 1, connections); // warm-up
  const bare = await load(baseUrl, BARE, seconds, connections);
  const targets: LoadResult[] = [];
  for (const path of TARGETS) targets.push(await load(baseUrl, path, seconds, connections));
  return { label, bare, targets };
}

const ratio = (r: LoadResult, bare: LoadResult) => r.requestsPerSecond / bare.requestsPerSecond;

function cell(r: LoadResult, bare: LoadResult): string {
  const failures = r.errors || r.non2xx ? ` (errors ${r.errors}, non-2xx ${r.non2xx})` : '';
  return `${r.requestsPerSecond.toFixed(0).padStart(6)} req/s  p99 ${String(r.p99Ms).padStart(4)} ms  ${(ratio(r, bare) * 100).toFixed(0).padStart(3)}%${failures}`;
}

/** One row per endpoint, one column per server (database): req/s, p99 and the ratio to its own bare route. */
export function throughputTable(columns: Throughput[]): string[] {
  const width = 40;
  const lines = [`  ${''.padEnd(18)} ${columns.map((c) => c.label.padEnd(width)).join(' ')}`];
  const rows = [BARE, ...TARGETS];
  for (const [index, path] of rows.entries()) {
    const cells = columns.map((c) => {
      const r = index === 0 ? c.bare : c.targets[index - 1];
      return (r ? cell(r, c.bare) : '').padEnd(width);
    });
    lines.push(`  ${path.padEnd(18)} ${cells.join(' ')}`);
  }
  const verdicts = columns.map((c) => {
    const r = c.targets.find((t) => t.path === PUBLIC_API.path);
    const ok = r !== undefined && ratio(r, c.bare) >= PUBLIC_API.minRatio && r.p99Ms <= PUBLIC_API.maxP99Ms;
    return `${c.label} ${ok ? 'ok' : 'OVER TARGET'}`;
  });
  const [load1] = os.loadavg();
  lines.push(
    `  load average ${load1?.toFixed(1)} on ${os.cpus().length} CPUs (neighbours' load lowers req/s and raises p99)`,
    `  target ${PUBLIC_API.path} ≥ ${PUBLIC_API.minRatio * 100}% of the bare route, p99 ≤ ${PUBLIC_API.maxP99Ms} ms: ${verdicts.join(', ')}`,
  );
  return lines;
}
