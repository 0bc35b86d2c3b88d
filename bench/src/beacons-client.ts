import autocannon from 'autocannon';

/**
 * The beacons bench's load (started by beacons-bench.ts in a process of its own, so the page load beside
 * it and the bench's own work never delay a beacon's clock): BEACONS_RATE view beacons a second for
 * BEACONS_SECONDS against BEACONS_URL, each from a new visitor numbered from BEACONS_FIRST. Prints one
 * JSON line: beacons sent, answered 204, p99 and the seconds it took.
 */
const url = process.env.BEACONS_URL ?? '';
const seconds = Number(process.env.BEACONS_SECONDS ?? 5);
const rate = Number(process.env.BEACONS_RATE ?? 1000);
const first = Number(process.env.BEACONS_FIRST ?? 0);
const warmUp = process.env.BEACONS_WARM_UP === '1';

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

let n = first;
// The warm-up's come from elsewhere than Instagram, so only the measured ones are counted.
const referrer = warmUp ? 'https://example.com/' : 'https://instagram.com/';
const body = JSON.stringify({ username: 'demo', page: 'profile', referrer });
const result = await autocannon({
  url,
  connections: 50,
  // A fixed number at a fixed rate: every beacon sent is answered before the figures are read.
  amount: rate * seconds,
  overallRate: rate,
  requests: [
    {
      method: 'POST',
      path: '/api/track/view',
      setupRequest: (request) => {
        n += 1;
        return {
          ...request,
          body,
          headers: {
            'content-type': 'text/plain;charset=UTF-8',
            'user-agent': browser(n % 300),
            'x-forwarded-for': address(n),
          },
        };
      },
    },
  ],
});
process.stdout.write(
  `${JSON.stringify({ sent: n - first, answered204: result['2xx'], p99Ms: result.latency.p99, seconds: result.duration })}\n`,
);
