import autocannon from 'autocannon';
import { startServer } from '../../e2e/support/server-process';
import { rssMbOf } from './cold-start';
import { BROWSER_ACCEPT_ENCODING } from './load';

type SoakRequest = { method?: 'GET' | 'POST'; path: string; body?: string; contentType?: string };

/** The public traffic of issue #18, split as it was measured; `full` is every part in one cycle. */
export function soakMixes(eventId: number): Record<'featured' | 'pages' | 'api' | 'full', SoakRequest[]> {
  const featured: SoakRequest[] = [
    { path: '/creadores-destacados' },
    { path: '/api/stats/featured-creators' },
    { path: '/creadores-destacados?periodo=7d' },
    { path: '/api/stats/featured-creators?period=7d' },
  ];
  const pages: SoakRequest[] = [
    { path: '/u/demo' },
    { path: '/' },
    { path: '/u/demo/events' },
    { path: `/e/demo/${eventId}` },
    { path: '/login' },
  ];
  const api: SoakRequest[] = [
    { path: '/api/public/demo' },
    { method: 'POST', path: '/api/public/demo/view', body: '{"page":"profile"}', contentType: 'text/plain' },
    {
      method: 'POST',
      path: '/api/auth/login',
      body: JSON.stringify({ email: 'demo@enlaza.ar', password: 'no-es-la-clave' }),
      contentType: 'application/json',
    },
    { path: '/no-existe-esta-pagina' },
  ];
  return { featured, pages, api, full: [...featured, ...pages, ...api] };
}

export interface SoakResult {
  mix: string;
  seconds: number;
  requests: number;
  /** 5xx answers other than the password hasher's deliberate 503 (its queue is bounded), and those 503s. */
  serverErrors: number;
  busy503: number;
  /** Requests that failed or timed out (autocannon's 10 s). */
  errors: number;
  /** RSS in MB: at start, after the first minute (or the first sixth of a shorter soak), at the end, after idling. */
  startMb: number;
  firstMinuteMb: number;
  endMb: number;
  idleMb: number;
  peakMb: number;
}

async function demoEventId(baseUrl: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/public/demo/events?tab=upcoming`);
  const body = (await res.json()) as { data?: { events?: { id: number }[] } };
  const id = body.data?.events?.[0]?.id;
  if (id === undefined) throw new Error('the demo creator has no public event to soak');
  return id;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One mix against a fresh production server (compiled dist/server.js), `connections` at a time for
 * `seconds`, then `idleSeconds` with no traffic; RSS is sampled from /proc every second.
 */
export async function soak(
  mix: keyof ReturnType<typeof soakMixes>,
  seconds: number,
  idleSeconds: number,
  connections: number,
): Promise<SoakResult> {
  const server = await startServer();
  try {
    const requests = soakMixes(await demoEventId(server.url))[mix].map((r) => ({
      method: r.method ?? 'GET',
      path: r.path,
      headers: {
        'accept-encoding': BROWSER_ACCEPT_ENCODING,
        ...(r.contentType ? { 'content-type': r.contentType } : {}),
      },
      ...(r.body ? { body: r.body } : {}),
    }));
    const startMb = rssMbOf(server.pid);
    const firstMark = Math.min(60, seconds / 6);
    let firstMinuteMb = Number.NaN;
    let peakMb = startMb;
    const started = performance.now();
    const sampler = setInterval(() => {
      const rss = rssMbOf(server.pid);
      peakMb = Math.max(peakMb, rss);
      if (Number.isNaN(firstMinuteMb) && performance.now() - started >= firstMark * 1000) firstMinuteMb = rss;
    }, 1000);
    // autocannon's answer is a thenable without finally().
    const result = await autocannon({ url: server.url, connections, duration: seconds, requests });
    clearInterval(sampler);
    const busy503 = result.statusCodeStats?.['503']?.count ?? 0;
    const endMb = rssMbOf(server.pid);
    await sleep(idleSeconds * 1000);
    return {
      mix,
      seconds,
      requests: result.requests.total,
      serverErrors: result['5xx'] - busy503,
      busy503,
      errors: result.errors + result.timeouts,
      startMb,
      firstMinuteMb,
      endMb,
      idleMb: rssMbOf(server.pid),
      peakMb: Math.max(peakMb, endMb),
    };
  } finally {
    await server.stop();
  }
}

/** Target of issue #18: the end within 100 MB of the first minute, the idle size within 50 MB of it. */
export function soakLine(r: SoakResult): string {
  const mb = (n: number) => `${n.toFixed(0)} MB`;
  const grew = r.endMb - r.firstMinuteMb;
  const idle = r.idleMb - r.firstMinuteMb;
  const verdict = grew <= 100 && idle <= 50 ? 'ok' : 'OVER TARGET';
  return `  ${r.mix.padEnd(9)} ${(r.seconds / 60).toFixed(1)} min ${String(r.requests).padStart(8)} req  RSS ${mb(r.startMb)} → ${mb(r.firstMinuteMb)} (min 1) → ${mb(r.endMb)} (end, ${grew >= 0 ? '+' : ''}${mb(grew)}) → ${mb(r.idleMb)} (idle, ${idle >= 0 ? '+' : ''}${mb(idle)})  peak ${mb(r.peakMb)}  5xx ${r.serverErrors} (+${r.busy503} × 503 of the login), failed ${r.errors}  [${verdict}]`;
}

/** `npm run bench:soak -w bench`: BENCH_SOAK_MINUTES (default 10) of the full mix, then each sub-mix for BENCH_SOAK_PART_MINUTES. */
export async function soakBench(): Promise<void> {
  const minutes = Number(process.env.BENCH_SOAK_MINUTES ?? 10);
  const partMinutes = Number(process.env.BENCH_SOAK_PART_MINUTES ?? 1);
  const idleSeconds = Number(process.env.BENCH_SOAK_IDLE_SECONDS ?? 60);
  const connections = Number(process.env.BENCH_SOAK_CONNECTIONS ?? 20);
  console.log(
    `\nSoak (public mix, ${connections} connections, Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}; idle ${idleSeconds} s after; target: end ≤ min 1 + 100 MB, idle ≤ min 1 + 50 MB):`,
  );
  console.log(soakLine(await soak('full', minutes * 60, idleSeconds, connections)));
  if (partMinutes <= 0) return;
  for (const mix of ['featured', 'pages', 'api'] as const) {
    console.log(soakLine(await soak(mix, partMinutes * 60, idleSeconds, connections)));
  }
}
