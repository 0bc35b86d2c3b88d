import net from 'node:net';
import readline from 'node:readline';

/**
 * One process of the listeners bench's crowd (started by listeners-bench.ts under a raised
 * `ulimit -n`): LISTENERS live goal streams spread over the copies in COPY_URLS, on plain sockets so
 * the crowd costs the client little. Prints JSON lines: `open` once every stream has its first goal
 * event, then `received` once every stream has the next one (the donation), with the wall-clock
 * time of the first and the last; on `report` from stdin, what it has so far.
 */
const urls = (process.env.COPY_URLS ?? '').split(',').filter(Boolean);
const total = Number(process.env.LISTENERS ?? 0);
const path = process.env.LIVE_PATH ?? '/api/public/demo/live';
const BATCH = 200;
const MARK = 'event: goal';

const wallNow = () => performance.timeOrigin + performance.now();
const say = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);

interface Listener {
  goals: number;
  at: number;
}
const listeners: Listener[] = [];
let failed = 0;
let received = 0;
let first = Number.POSITIVE_INFINITY;
let last = 0;
let announced = false;

function report(type: 'received' | 'partial'): void {
  say({ type, received, listeners: listeners.length, first, last });
}

function listen(base: string): Promise<void> {
  const url = new URL(base);
  return new Promise((resolve) => {
    const state: Listener = { goals: 0, at: 0 };
    let tail = '';
    let settled = false;
    const settle = (ok: boolean) => {
      if (settled) return;
      settled = true;
      if (ok) listeners.push(state);
      else failed += 1;
      resolve();
    };
    const socket = net.connect(Number(url.port), url.hostname, () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${url.host}\r\nAccept: text/event-stream\r\n\r\n`);
    });
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      const text = tail + chunk;
      let from = 0;
      for (;;) {
        const found = text.indexOf(MARK, from);
        if (found < 0) break;
        from = found + MARK.length;
        state.goals += 1;
        if (state.goals === 1) settle(true);
        if (state.goals === 2) {
          const at = wallNow();
          received += 1;
          first = Math.min(first, at);
          last = Math.max(last, at);
          if (received === listeners.length && !announced) {
            announced = true;
            report('received');
          }
        }
      }
      tail = text.slice(-MARK.length);
      if (!settled && /^HTTP\/1\.1 [45]/.test(text)) settle(false);
    });
    socket.on('error', () => settle(false));
    socket.on('close', () => settle(false));
  });
}

async function main(): Promise<void> {
  for (let i = 0; i < total; i += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, total - i) }, (_, j) =>
      listen(urls[(i + j) % urls.length] ?? ''),
    );
    await Promise.all(batch);
  }
  say({ type: 'open', open: listeners.length, failed });
  readline.createInterface({ input: process.stdin }).on('line', (line) => {
    if (line === 'report') report('partial');
    if (line === 'exit') process.exit(0);
  });
}

void main();
