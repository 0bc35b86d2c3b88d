import { startServer } from '../../e2e/support/server-process';
import { beaconsBench, beaconsLines } from './beacons-bench';
import { cardsBench } from './cards-bench';
import { COMPILED_SERVER, coldStart, TYPESCRIPT_SERVER } from './cold-start';
import { featuredBench } from './featured-bench';
import { FIRST_LOAD_BEFORE, FIRST_LOAD_PAGES, firstLoadLines, firstLoadScript } from './first-load-script';
import { fixedTollBench, fixedTollLines } from './fixed-toll';
import { lighthouseRun, lighthouseTable } from './lighthouse';
import { listenersBench, listenersLines } from './listeners-bench';
import { liveStreamsBench } from './live-streams';
import { BROWSER_ACCEPT_ENCODING } from './load';
import { loginFlood } from './login-flood';
import { pageWeight } from './page-weight';
import { readsUnderWrites } from './reads-under-writes';
import { realUserBench } from './real-user-bench';
import { soakBench } from './soak';
import { statsBench } from './stats-bench';
import { measureThroughput, postgresThroughput, throughputTable } from './throughput';
import { varnishBench } from './varnish-bench';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LIVE_STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 1000);
const BEACONS_PER_SECOND = Number(process.env.BENCH_BEACONS_PER_SECOND ?? 1000);
const LISTENERS = Number(process.env.BENCH_LISTENERS ?? 50_000);
const PAGES = ['/', '/creadores-destacados', '/terminos', '/login', '/register', '/u/demo'];

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main(): Promise<void> {
  const server = await startServer();
  try {
    console.log(`Enlazá benchmark — ${CONNECTIONS} connections, ${SECONDS}s per endpoint, loopback only\n`);
    console.log(
      `Page weight on first load (bytes as received, Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}):`,
    );
    for (const path of PAGES) {
      const w = await pageWeight(server.url, path);
      console.log(
        `  ${path.padEnd(12)} HTML ${kb(w.htmlBytes)} (${w.htmlCoding})  CSS ${kb(w.cssBytes)}  HTML+CSS ${kb(w.htmlBytes + w.cssBytes)}  JS ${kb(w.jsBytes)} (${w.scripts.length} files)  [${w.status}]`,
      );
    }
    const firstLoad = [];
    for (const path of FIRST_LOAD_PAGES) firstLoad.push(await firstLoadScript(server.url, path));
    console.log('\nFirst-load script per public page (gzip as received; goal ≤ 35 KB for the island pages):');
    for (const line of firstLoadLines(firstLoad, FIRST_LOAD_BEFORE)) console.log(line);
    // First, on a quiet server: Lighthouse measures the pages as a phone would load them.
    console.log('\nLighthouse mobile (performance only; same machine, same build, same run):');
    console.log(lighthouseTable(await lighthouseRun(server.url)));
    const columns = [await measureThroughput('SQLite', server, SECONDS, CONNECTIONS)];
    const postgres = await postgresThroughput(SECONDS, CONNECTIONS);
    if (postgres) columns.push(postgres);
    console.log(
      `\nThroughput at ${CONNECTIONS} connections (ratio = endpoint req/s ÷ the bare route's on the same server, same run):`,
    );
    for (const line of throughputTable(columns)) console.log(line);
    if (!postgres) console.log('  PostgreSQL: skipped (set TEST_DATABASE_URL to include it)');
    const rw = await readsUnderWrites(server.url, '/u/demo', SECONDS);
    console.log(
      "\nPublic page read right after another creator's write (one at a time; every other write a 400):",
    );
    console.log(
      `  ${rw.path.padEnd(20)} median ${ms(rw.quietMedianMs)} → ${ms(rw.busyMedianMs)} under writes (×${(rw.busyMedianMs / rw.quietMedianMs).toFixed(2)})  p99 ${ms(rw.quietP99Ms)} → ${ms(rw.busyP99Ms)}  (writes: ${rw.writes.ok} ok, ${rw.writes.rejected} × 400, ${rw.writes.failed} failed${rw.readErrors ? `; ${rw.readErrors} reads not 200` : ''})`,
    );

    // Last: the flood spends the loopback IP's login budget (100 per 15 minutes).
    const flood = await loginFlood(server.url, server.pid, '/u/demo', 100);
    const check = (ok: boolean) => (ok ? 'ok' : 'OVER TARGET');
    const answers = Object.entries(flood.statuses)
      .map(([status, n]) => `${n} × ${status}`)
      .join(', ');
    console.log(`\nLogin flood (${flood.logins} parallel logins, ${(flood.floodMs / 1000).toFixed(1)} s):`);
    console.log(`  logins answered            ${answers}`);
    console.log(
      `  /u/demo p99 meanwhile      ${flood.pageP99Ms.toFixed(0)} ms over ${flood.pageRequests} requests (target ≤ 150 ms: ${check(flood.pageP99Ms <= 150)})`,
    );
    console.log(
      `  /u/demo p99 without flood  ${flood.calmP99Ms.toFixed(0)} ms (same visitors, this machine now)`,
    );
    console.log(
      `  5xx other than the 503     ${flood.unexpected5xx} (target 0: ${check(flood.unexpected5xx === 0)})`,
    );
    console.log(
      `  RSS growth                 ${flood.rssGrowthMb.toFixed(0)} MB (target ≤ 200 MB: ${check(flood.rssGrowthMb <= 200)})`,
    );
  } finally {
    await server.stop();
  }

  console.log(`\nFixed toll (issue 38: what every answer pays; ${CONNECTIONS} connections, same run):`);
  for (const line of fixedTollLines(await fixedTollBench(SECONDS, CONNECTIONS))) console.log(line);

  await realUserBench(SECONDS * 4);

  const live = await liveStreamsBench(LIVE_STREAMS, SECONDS, CONNECTIONS);
  const rssCost = live.rssWithStreamsMb - live.rssBeforeMb;
  const drop = 1 - live.pageWithRps / live.pageWithoutRps;
  console.log(`\nIdle live goal streams (${live.streams} open on one process, its own server):`);
  console.log(
    `  RSS                        ${live.rssBeforeMb.toFixed(0)} MB → ${live.rssWithStreamsMb.toFixed(0)} MB: +${rssCost.toFixed(1)} MB (target ≤ 50 MB: ${rssCost <= 50 ? 'ok' : 'OVER TARGET'})`,
  );
  console.log(
    `  /u/demo req/s              ${live.pageWithoutRps.toFixed(0)} without → ${live.pageWithRps.toFixed(0)} with them: ${(drop * 100).toFixed(1)} % lower (target ≤ 10 %: ${drop <= 0.1 ? 'ok' : 'OVER TARGET'})`,
  );

  console.log(
    `\nView beacons against one copy behind Varnish (issue 38; ${BEACONS_PER_SECOND}/s for ${SECONDS} s, each a new visitor):`,
  );
  for (const line of beaconsLines(await beaconsBench(SECONDS, BEACONS_PER_SECOND), BEACONS_PER_SECOND)) {
    console.log(line);
  }
  console.log('  across two copies on PostgreSQL + Redis, the same beacons:');
  for (const line of beaconsLines(await beaconsBench(SECONDS, BEACONS_PER_SECOND, 2), BEACONS_PER_SECOND)) {
    console.log(line);
  }
  console.log(
    `\nLive goal crowd (issue 38; ${LISTENERS} listeners on one goal, 4 copies, PostgreSQL + Redis):`,
  );
  for (const line of listenersLines(await listenersBench(LISTENERS, 4))) console.log(line);

  console.log('\nCold start (spawn → /api/health answers; RSS once idle; median of 3 on a seeded database):');
  for (const [label, args] of [
    ['compiled (npm start)', COMPILED_SERVER],
    ['TypeScript via tsx', TYPESCRIPT_SERVER],
  ] as const) {
    const port = new URL(server.url).port;
    const result = await coldStart([...args], Number(port));
    console.log(
      `  ${label.padEnd(22)} ${result.listeningMs.toFixed(0).padStart(6)} ms  RSS ${result.rssMb.toFixed(0)} MB`,
    );
  }

  await varnishBench(SECONDS);
  await statsBench();
  await featuredBench();
  await cardsBench();
  await soakBench();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
