import http from 'node:http';
import { BEACON_P99_TARGET_MS, CROWD_MEASURING } from './crowd-measuring';
import { BROWSER_ACCEPT_ENCODING } from './load';
import { type PacedRequest, pacedLoad } from './paced-load';

/**
 * The beacons bench's loads, each started by beacons-bench.ts in a process of its own so that neither
 * the other load nor the bench's own work delays its clock. CROWD_KIND `beacons`: CROWD_RATE view beacons
 * a second, each from a new visitor; `page`: /u/demo as a browser asks for it.
 * Evenly spaced over CROWD_SECONDS against CROWD_URL (paced-load.ts), after CROWD_WARM_UP_SECONDS of the
 * same. Prints one JSON line: what was measured, with the warm-up's own figures under `warmUp`.
 */
const url = process.env.CROWD_URL ?? '';
const kind = process.env.CROWD_KIND === 'page' ? 'page' : 'beacons';
const seconds = Number(process.env.CROWD_SECONDS ?? 5);
const rate = Number(process.env.CROWD_RATE ?? 1000);
/**
 * From cold, two copies on PostgreSQL took 4 to more than 6 s of a thousand beacons a second to keep up
 * again (each copy's compiler, the pool's connections, PostgreSQL's caches, all on two shared cores); with
 * 3 s, the measured load began with their backlog (issue 38). The warm-up's own figures are reported.
 */
const warmUpSeconds = Number(process.env.CROWD_WARM_UP_SECONDS ?? 10);

/** A crowd's browsers: a few hundred user-agent texts, as a page shared on Instagram gets. */
function browser(n: number): string {
  const phone = n % 3 === 0;
  const version = 120 + (n % 9);
  const build = n % 40;
  return phone
    ? `Mozilla/5.0 (iPhone; CPU iPhone OS 17_${n % 6} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.${n % 6} Mobile/15E148 Safari/604.1`
    : `Mozilla/5.0 (Linux; Android 1${n % 5}; SM-A${500 + build}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.0.0 Mobile Safari/537.36`;
}

/** Visitor `n`'s address: distinct for every beacon (documentation and CGNAT-free ranges). */
const address = (n: number) => `100.${64 + ((n >> 16) & 63)}.${(n >> 8) & 255}.${n & 255}`;

/** Visitor `n`'s beacon; those of the warm-up come from elsewhere than Instagram and are not counted. */
function beacon(n: number, warmUp: boolean): PacedRequest {
  const referrer = warmUp ? 'https://example.com/' : 'https://instagram.com/';
  return {
    method: 'POST',
    path: '/api/track/view',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': browser(n % 300),
      'x-forwarded-for': address(n),
    },
    body: JSON.stringify({ username: 'demo', page: 'profile', referrer }),
  };
}

const page: PacedRequest = {
  method: 'GET',
  path: '/u/demo',
  headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
};

// The same load first, unrecorded, from visitors of their own: a fresh process's first requests wait on
// its own compiler, and the copies' first lookups (the place database, the user-agent parser, the
// statements) are a start-up cost, not a beacon's. Both on the same connections: with a pool of its own,
// the measured load began by opening 64 new connections through Varnish, and its first beacons waited.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const warmUpFirst = 10_000_000;
const warmUp = await pacedLoad(
  url,
  rate,
  warmUpSeconds,
  (i) => (kind === 'page' ? page : beacon(warmUpFirst + i, true)),
  agent,
  BEACON_P99_TARGET_MS,
);
process.stdout.write(`${CROWD_MEASURING}\n`);
const result = await pacedLoad(
  url,
  rate,
  seconds,
  (i) => (kind === 'page' ? page : beacon(i + 1, false)),
  agent,
  BEACON_P99_TARGET_MS,
);
agent.destroy();
process.stdout.write(`${JSON.stringify({ ...result, warmUp })}\n`);
