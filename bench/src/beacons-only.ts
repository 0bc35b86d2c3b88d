import { beaconsBench, beaconsLines } from './beacons-bench';

/** `npm run bench:beacons -w bench` (after `npm run build`); BENCH_BEACON_COPIES=2 for PostgreSQL + Redis. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RATE = Number(process.env.BENCH_BEACONS_PER_SECOND ?? 1000);
const COPIES = Number(process.env.BENCH_BEACON_COPIES ?? 1);

console.log(
  `View beacons against ${COPIES > 1 ? `${COPIES} copies (PostgreSQL + Redis)` : 'one copy'} behind Varnish (issue 38; ${RATE}/s for ${SECONDS} s, each a new visitor):`,
);
for (const line of beaconsLines(await beaconsBench(SECONDS, RATE, COPIES), RATE)) console.log(line);
console.log(
  '  (final figures need a quiet machine: the load generator, Varnish and the copies share its cores)',
);
