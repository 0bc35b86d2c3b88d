import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import readline from 'node:readline';
import { activeGoalId, approveDonationOverHttp } from '../../apps/server/test/http-donation';
import { type ServerProcess, startServer } from '../../e2e/support/server-process';
import { rssMbOf } from './cold-start';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';

/** Issue 38's figures before the change: measured on two copies, never at the size of a crowd. */
export const LISTENERS_BEFORE = {
  held: '10,000 across 2 copies',
  toLastMs: '≤ 600 ms',
  perListener: '10–19 KB',
} as const;
const TARGET = { listeners: 50_000, toLastMs: 2_000 };

/** Streams one crowd process holds; several processes make the crowd. */
const PER_CLIENT = 12_500;

export interface ListenersResult {
  copies: number;
  asked: number;
  held: number;
  refused: number;
  received: number;
  toFirstMs: number;
  toLastMs: number;
  rssPerListenerKb: number;
  fileLimit: number;
}

interface ClientLine {
  type: 'open' | 'received' | 'partial';
  open?: number;
  failed?: number;
  received?: number;
  first?: number;
  last?: number;
}

/** A crowd process under its own raised `ulimit -n`, and its JSON lines as they come. */
function startClient(urls: string[], listeners: number, fileLimit: number) {
  const script = path.resolve(import.meta.dirname, 'listeners-client.ts');
  const child: ChildProcess = spawn(
    '/bin/sh',
    ['-c', `ulimit -n ${fileLimit} && exec "$0" "$@"`, process.execPath, '--import', 'tsx', script],
    {
      env: { ...process.env, COPY_URLS: urls.join(','), LISTENERS: String(listeners) },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const waiting: ((line: ClientLine) => void)[] = [];
  const lines: ClientLine[] = [];
  readline.createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (text) => {
    const line = JSON.parse(text) as ClientLine;
    const waiter = waiting.shift();
    if (waiter) waiter(line);
    else lines.push(line);
  });
  return {
    next(timeoutMs: number): Promise<ClientLine | null> {
      const known = lines.shift();
      if (known) return Promise.resolve(known);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(done), 1);
          resolve(null);
        }, timeoutMs);
        const done = (line: ClientLine) => {
          clearTimeout(timer);
          resolve(line);
        };
        waiting.push(done);
      });
    },
    send: (line: string) => child.stdin?.write(`${line}\n`),
    stop: () => child.kill('SIGTERM'),
  };
}

/**
 * Issue 38: `listeners` live goal streams on /u/demo's goal across `copies` copies on PostgreSQL +
 * Redis, each copy and each crowd process under a raised open-files limit (`ulimit -n`, as a
 * deployment's unit sets LimitNOFILE) and the live caps raised for one address (the crowd comes from
 * 127.0.0.1, as a carrier NAT's would). Then one approved donation: the time from 'Aprobar pago' to
 * the first and the last listener's new total, and the copies' memory per listener. Null without
 * TEST_DATABASE_URL and TEST_REDIS_URL.
 */
export async function listenersBench(listeners: number, copyCount = 4): Promise<ListenersResult | null> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!databaseUrl || !redisUrl) return null;
  const perCopy = Math.ceil(listeners / copyCount);
  const fileLimit = perCopy + 2_000;
  let scratch: ScratchDatabase | null = null;
  const copies: ServerProcess[] = [];
  const clients: ReturnType<typeof startClient>[] = [];
  try {
    scratch = await createScratchDatabase(databaseUrl);
    const env = {
      DATABASE_URL: scratch.url,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `enlaza-bench-${randomBytes(4).toString('hex')}:`,
      LIVE_MAX_CONNECTIONS: String(perCopy + 100),
      LIVE_MAX_PER_IP: String(perCopy + 100),
    };
    // The first copy migrates and seeds the demo; the others then start together.
    copies.push(await startServer(env, { fileLimit }));
    copies.push(
      ...(await Promise.all(Array.from({ length: copyCount - 1 }, () => startServer(env, { fileLimit })))),
    );
    const urls = copies.map((copy) => copy.url);
    const goalId = await activeGoalId(urls[0] ?? '', 'demo');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const rssBefore = copies.reduce((sum, copy) => sum + rssMbOf(copy.pid), 0);

    for (let left = listeners; left > 0; left -= PER_CLIENT) {
      clients.push(startClient(urls, Math.min(PER_CLIENT, left), PER_CLIENT + 1_000));
    }
    let held = 0;
    let refused = 0;
    for (const client of clients) {
      const line = await client.next(600_000);
      held += line?.open ?? 0;
      refused += line?.failed ?? 0;
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const rssWith = copies.reduce((sum, copy) => sum + rssMbOf(copy.pid), 0);

    let approving = 0;
    await approveDonationOverHttp(urls[0] ?? '', goalId, 2_500, () => {
      approving = performance.timeOrigin + performance.now();
    });
    let received = 0;
    let first = Number.POSITIVE_INFINITY;
    let last = 0;
    for (const client of clients) {
      let line = await client.next(30_000);
      if (!line) {
        client.send('report');
        line = await client.next(5_000);
      }
      received += line?.received ?? 0;
      first = Math.min(first, line?.first ?? Number.POSITIVE_INFINITY);
      last = Math.max(last, line?.last ?? 0);
    }
    return {
      copies: copyCount,
      asked: listeners,
      held,
      refused,
      received,
      toFirstMs: first - approving,
      toLastMs: last - approving,
      rssPerListenerKb: ((rssWith - rssBefore) * 1024) / Math.max(1, held),
      fileLimit,
    };
  } finally {
    for (const client of clients) client.stop();
    await Promise.all(copies.map((copy) => copy.stop()));
    await scratch?.drop();
  }
}

const check = (ok: boolean) => (ok ? 'ok' : 'OVER TARGET');

/** The report's lines: each figure beside the one before the change. */
export function listenersLines(r: ListenersResult | null): string[] {
  if (!r) return ['  skipped (set TEST_DATABASE_URL and TEST_REDIS_URL)'];
  return [
    `  listeners held              ${r.held} of ${r.asked} across ${r.copies} copies (${r.refused} refused; ulimit -n ${r.fileLimit} per copy) (before: ${LISTENERS_BEFORE.held}; target ${TARGET.listeners}: ${check(r.held >= TARGET.listeners)})`,
    `  donation → last listener    ${r.toLastMs.toFixed(0)} ms (first ${r.toFirstMs.toFixed(0)} ms; ${r.received} of ${r.held} received) (before: ${LISTENERS_BEFORE.toLastMs} for 10,000; target ≤ ${TARGET.toLastMs} ms: ${check(r.toLastMs <= TARGET.toLastMs && r.received === r.held)})`,
    `  memory per listener         ${r.rssPerListenerKb.toFixed(1)} KB of the copies' RSS (before: ${LISTENERS_BEFORE.perListener})`,
  ];
}
