import { startServer } from '../../e2e/support/server-process';
import { rssMbOf } from './cold-start';

const CARDS = Number(process.env.BENCH_CARDS ?? 2000);
const PDFS = Number(process.env.BENCH_PDFS ?? 200);
const PDF_PARALLEL = 20;
/** Card streams drawn side by side, one event each (so each edit is a new card). */
const CARD_STREAMS = 4;
/** The card phase stops early past this growth: the old renderer grew by gigabytes. */
const RSS_STOP_MB = Number(process.env.BENCH_CARDS_RSS_STOP_MB ?? 1500);
const PAGE_READERS = 2;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

async function api<T>(url: string, init: RequestInit & { token?: string }): Promise<T> {
  const res = await fetch(url, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Reads `url` with PAGE_READERS visitors while `busy()` holds; answers the latencies. */
async function readWhile(url: string, busy: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  const reader = async () => {
    while (busy()) {
      const t0 = performance.now();
      const res = await fetch(url, { headers: BROWSER });
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: PAGE_READERS }, reader));
  return latencies;
}

/** Runs `work` while visitors read /u/demo; answers the page's p95 over that time. */
async function pageP95During(baseUrl: string, work: () => Promise<void>): Promise<number> {
  let busy = true;
  const reading = readWhile(`${baseUrl}/u/demo`, () => busy);
  try {
    await work();
  } finally {
    busy = false;
  }
  return percentile(await reading, 95);
}

function count(statuses: Record<number, number>, status: number) {
  statuses[status] = (statuses[status] ?? 0) + 1;
}

const list = (statuses: Record<number, number>) =>
  Object.entries(statuses)
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ');

/**
 * Share cards and the A6 donation sheet (issue 18), on a server of its own: PDFS sheet downloads,
 * PDF_PARALLEL at a time; CARDS event title edits alone; then CARDS more edits, each followed by its
 * new share card; /u/demo read meanwhile. Reports RSS (so the cards' own growth shows apart from the
 * edits') and the page's p95.
 */
export async function cardsBench(): Promise<void> {
  const server = await startServer();
  try {
    const base = server.url;
    const { data } = await api<{ data: { token: string } }>(`${base}/api/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ email: 'demo@enlaza.ar', password: 'demo1234' }),
    });
    const token = data.token;
    const eventIds: number[] = [];
    for (let i = 0; i < CARD_STREAMS; i++) {
      const created = await api<{ data: { event: { id: number } } }>(`${base}/api/events`, {
        method: 'POST',
        token,
        body: JSON.stringify({
          title: `Peña de prueba ${i}`,
          event_date: '2099-05-20',
          event_time: '21:00',
          location: 'Centro Cultural',
          status: 'published',
        }),
      });
      eventIds.push(created.data.event.id);
    }
    let calmReads = 0;
    const calm = await readWhile(`${base}/u/demo`, () => calmReads++ < 200);
    console.log('\nShare cards and the A6 donation sheet (a server of its own, SQLite):');
    console.log(`  /u/demo p95 at rest           ${percentile(calm, 95).toFixed(1)} ms`);

    const pdfStatuses: Record<number, number> = {};
    const pdfUrl = `${base}/e/demo/${eventIds[0]}/aportar.pdf`;
    let sent = 0;
    const pdfStarted = performance.now();
    const pdfP95 = await pageP95During(base, async () => {
      const downloader = async () => {
        while (sent < PDFS) {
          sent += 1;
          const res = await fetch(pdfUrl, { headers: BROWSER });
          await res.arrayBuffer();
          count(pdfStatuses, res.status);
        }
      };
      await Promise.all(Array.from({ length: PDF_PARALLEL }, downloader));
    });
    console.log(
      `  ${PDFS} PDFs, ${PDF_PARALLEL} at a time   ${((performance.now() - pdfStarted) / 1000).toFixed(1)} s; answers ${list(pdfStatuses)}`,
    );
    console.log(
      `  /u/demo p95 meanwhile         ${pdfP95.toFixed(1)} ms (target ≤ 100 ms: ${pdfP95 <= 100 ? 'ok' : 'OVER TARGET'})`,
    );

    let edits = 0;
    /** CARDS event edits, each followed by its card when `draw`: RSS and /u/demo p95 over that time. */
    const editRun = async (draw: boolean) => {
      const statuses: Record<number, number> = {};
      const rssBefore = rssMbOf(server.pid);
      let peak = rssBefore;
      let done = 0;
      let stopped = false;
      const started = performance.now();
      const p95 = await pageP95During(base, async () => {
        const stream = async (eventId: number) => {
          while (done < CARDS && !stopped) {
            done += 1;
            edits += 1;
            await api(`${base}/api/events/${eventId}`, {
              method: 'PUT',
              token,
              body: JSON.stringify({ title: `Peña de prueba número ${edits}` }),
            });
            // A stale hash redirects to the current card: no need to know how hashes are made.
            const moved = await fetch(`${base}/og/e/${eventId}/0000000000000000.png`, { redirect: 'manual' });
            await moved.arrayBuffer();
            if (draw) {
              const res = await fetch(new URL(moved.headers.get('location') ?? '', base), {
                headers: BROWSER,
              });
              await res.arrayBuffer();
              count(statuses, res.status);
            }
            const rss = rssMbOf(server.pid);
            peak = Math.max(peak, rss);
            if (rss - rssBefore > RSS_STOP_MB) stopped = true;
          }
        };
        await Promise.all(eventIds.map(stream));
      });
      const rssAfter = rssMbOf(server.pid);
      const seconds = (performance.now() - started) / 1000;
      return { statuses, rssBefore, rssAfter, peak, done, stopped, seconds, p95 };
    };

    // First the same edits without cards: what the server grows by for them alone.
    const edited = await editRun(false);
    console.log(
      `  ${edited.done} event edits, no card   ${edited.seconds.toFixed(1)} s; RSS ${edited.rssBefore.toFixed(0)} → ${edited.rssAfter.toFixed(0)} MB (peak ${edited.peak.toFixed(0)}): +${(edited.rssAfter - edited.rssBefore).toFixed(0)} MB`,
    );
    const cards = await editRun(true);
    const growth = cards.rssAfter - cards.rssBefore;
    console.log(
      `  ${cards.done} distinct cards${cards.stopped ? ` (STOPPED: RSS grew past ${RSS_STOP_MB} MB)` : ''}   ${cards.seconds.toFixed(1)} s; answers ${list(cards.statuses)}`,
    );
    console.log(
      `  RSS                           ${cards.rssBefore.toFixed(0)} MB → ${cards.rssAfter.toFixed(0)} MB (peak ${cards.peak.toFixed(0)}): +${growth.toFixed(0)} MB (target ≤ 150 MB: ${growth <= 150 && !cards.stopped ? 'ok' : 'OVER TARGET'})`,
    );
    console.log(
      `  /u/demo p95 meanwhile         ${cards.p95.toFixed(1)} ms (${edited.p95.toFixed(1)} ms during the edits alone)`,
    );
  } finally {
    await server.stop();
  }
}
