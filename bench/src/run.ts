import { startServer } from '../../e2e/support/server-process';
import { type LoadResult, load } from './load';
import { pageWeight } from './page-weight';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BARE = '/api/ping';
/** Endpoints compared with the bare route in the same run. */
const TARGETS = ['/api/health', '/u/demo', '/api/public/demo'];
const PAGES = ['/', '/u/demo'];

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const server = await startServer();
  try {
    console.log(`Enlazá benchmark — ${CONNECTIONS} connections, ${SECONDS}s per endpoint, loopback only\n`);
    console.log('Page weight on first load (gzip):');
    for (const path of PAGES) {
      const w = await pageWeight(server.url, path);
      console.log(
        `  ${path.padEnd(12)} HTML ${kb(w.htmlGzip)}  CSS ${kb(w.cssGzip)}  HTML+CSS ${kb(w.htmlGzip + w.cssGzip)}  JS ${kb(w.jsGzip)} (${w.scripts.length} files)  [${w.status}]`,
      );
    }
    await load(server.url, BARE, 1, CONNECTIONS); // warm-up
    const bare = await load(server.url, BARE, SECONDS, CONNECTIONS);
    const results: LoadResult[] = [];
    for (const path of TARGETS) results.push(await load(server.url, path, SECONDS, CONNECTIONS));
    console.log('\nThroughput (ratio = endpoint req/s ÷ bare route req/s, same server, same run):');
    const row = (r: LoadResult) =>
      `  ${r.path.padEnd(20)} ${r.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${String(r.p99Ms).padStart(4)} ms  ratio ${((r.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(0).padStart(3)}%${r.errors || r.non2xx ? `  errors ${r.errors} non-2xx ${r.non2xx}` : ''}`;
    console.log(row(bare));
    for (const r of results) console.log(row(r));
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
