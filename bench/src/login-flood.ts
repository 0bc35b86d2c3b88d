import { rssMbOf } from './cold-start';

export interface LoginFloodResult {
  logins: number;
  /** Login answers by status code. */
  statuses: Record<number, number>;
  /** 5xx answers other than the hasher's deliberate 503 (logins and page reads together). */
  unexpected5xx: number;
  pageRequests: number;
  pageP99Ms: number;
  /** The same visitors for the same time without the flood, for comparison on this machine. */
  calmP99Ms: number;
  rssGrowthMb: number;
  floodMs: number;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * `logins` parallel logins with unknown emails (each costs a full scrypt hash) while VISITORS
 * keep reading `pagePath`; reports the page's p99 (and, after, its p99 with no flood), the login
 * answers and the server's RSS growth.
 */
const VISITORS = 10;

/** VISITORS parallel readers of `url` until `busy()` turns false; answers each request's latency. */
async function readWhile(url: string, busy: () => boolean, onStatus: (status: number) => void) {
  const latencies: number[] = [];
  const visitor = async () => {
    while (busy()) {
      const t0 = performance.now();
      const res = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      onStatus(res.status);
    }
  };
  await Promise.all(Array.from({ length: VISITORS }, visitor));
  return latencies;
}

export async function loginFlood(
  baseUrl: string,
  pid: number,
  pagePath: string,
  logins = 100,
): Promise<LoginFloodResult> {
  const baseline = rssMbOf(pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMbOf(pid));
  }, 25);

  const statuses: Record<number, number> = {};
  let unexpected5xx = 0;
  const started = performance.now();
  let flooding = true;
  const flood = Promise.all(
    Array.from({ length: logins }, async (_, i) => {
      const res = await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `inundacion-${i}@example.com`, password: 'no-es-la-clave' }),
      });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status >= 500 && res.status !== 503) unexpected5xx += 1;
    }),
  ).finally(() => {
    flooding = false;
  });

  const countFailure = (status: number) => {
    if (status >= 500) unexpected5xx += 1;
  };
  const [, latencies] = await Promise.all([
    flood,
    readWhile(`${baseUrl}${pagePath}`, () => flooding, countFailure),
  ]);
  const floodMs = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, rssMbOf(pid));

  const calmUntil = performance.now() + Math.min(floodMs, 10_000);
  const calm = await readWhile(`${baseUrl}${pagePath}`, () => performance.now() < calmUntil, countFailure);

  return {
    logins,
    statuses,
    unexpected5xx,
    pageRequests: latencies.length,
    pageP99Ms: percentile(latencies, 99),
    calmP99Ms: percentile(calm, 99),
    rssGrowthMb: peak - baseline,
    floodMs,
  };
}
