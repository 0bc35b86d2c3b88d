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

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * `logins` parallel logins with unknown emails (each waits a real hash's time) while VISITORS
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

export interface RealUserUnderFloodResult {
  floodLoops: number;
  floodAddresses: number;
  /** Unknown-email login answers by status code. */
  floodStatuses: Record<number, number>;
  userLogins: number;
  /** The real user's correct logins answered 200 within `withinMs`. */
  userSucceeded: number;
  userStatuses: Record<number, number>;
  userP50Ms: number;
  userP95Ms: number;
  userMaxMs: number;
  /** The same login's median with no flood, just before it (this machine, now). */
  calmP50Ms: number;
  withinMs: number;
}

export const BROWSER_HEADERS = {
  'content-type': 'application/json',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

/** `a.b.c.d` for the n-th of the flood's addresses (198.18.0.0/15, the benchmarking range). */
export const floodAddress = (n: number) => `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;

export function postLogin(baseUrl: string, address: string, body: unknown, cookie?: string) {
  return fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { ...BROWSER_HEADERS, 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** The `name=value` parts of a response's Set-Cookie headers, as a browser would send them back. */
export const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

/**
 * `loops` concurrent loops of unknown-email logins, each request from the next of `addresses`
 * source addresses (X-Forwarded-For: the server must run with TRUST_PROXY=true), for `seconds`;
 * meanwhile one real creator logs in with the right password every `userEveryMs`, from its own
 * address and with the cookies its browser kept from its previous logins.
 */
export async function realUserUnderLoginFlood(
  baseUrl: string,
  { loops = 25, addresses = 250, seconds = 30, userEveryMs = 1000, withinMs = 3000 } = {},
): Promise<RealUserUnderFloodResult> {
  const userAddress = '192.0.2.10';
  const tag = Date.now().toString(36);
  const creator = {
    full_name: 'Creadora Real',
    username: `real-${tag}`,
    email: `real-${tag}@example.com`,
    password: 'la-clave-correcta',
  };
  const registered = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { ...BROWSER_HEADERS, 'x-forwarded-for': userAddress },
    body: JSON.stringify(creator),
  });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status}`);
  const credentials = { email: creator.email, password: creator.password };
  // The creator has used this browser before the attack starts.
  let cookie = '';
  const calm: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const res = await postLogin(baseUrl, userAddress, credentials, cookie);
    await res.arrayBuffer();
    calm.push(performance.now() - t0);
    cookie = cookiesOf(res) || cookie;
  }

  const until = performance.now() + seconds * 1000;
  const floodStatuses: Record<number, number> = {};
  let sent = 0;
  const loop = async () => {
    while (performance.now() < until) {
      const n = sent++;
      const res = await postLogin(baseUrl, floodAddress(n % addresses), {
        email: `nadie-${tag}-${n}@example.com`,
        password: 'no-es-la-clave',
      });
      await res.arrayBuffer();
      floodStatuses[res.status] = (floodStatuses[res.status] ?? 0) + 1;
    }
  };

  const userStatuses: Record<number, number> = {};
  const latencies: number[] = [];
  let userSucceeded = 0;
  const user = async () => {
    // Let the flood fill the server first.
    await new Promise((r) => setTimeout(r, 1000));
    while (performance.now() < until) {
      const t0 = performance.now();
      const res = await postLogin(baseUrl, userAddress, credentials, cookie);
      await res.arrayBuffer();
      const ms = performance.now() - t0;
      latencies.push(ms);
      userStatuses[res.status] = (userStatuses[res.status] ?? 0) + 1;
      if (res.status === 200) {
        cookie = cookiesOf(res) || cookie;
        if (ms <= withinMs) userSucceeded += 1;
      }
      await new Promise((r) => setTimeout(r, Math.max(0, userEveryMs - ms)));
    }
  };

  await Promise.all([user(), ...Array.from({ length: loops }, loop)]);
  return {
    floodLoops: loops,
    floodAddresses: addresses,
    floodStatuses,
    userLogins: latencies.length,
    userSucceeded,
    userStatuses,
    userP50Ms: percentile(latencies, 50),
    userP95Ms: percentile(latencies, 95),
    userMaxMs: Math.max(0, ...latencies),
    calmP50Ms: percentile(calm, 50),
    withinMs,
  };
}
