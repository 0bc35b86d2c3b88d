import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../e2e/support/server-process';
import { BROWSER_ACCEPT_ENCODING } from './load';
import { cpuMsOf, settled } from './server-cpu';
import { heavyLoad } from './wrk';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Issue 38's goals: /api/ping at ≥ 70 % of a plugin-free Fastify route; JSON answers ≤ 400 header bytes. */
export const TOLL_GOALS = { minRatio: 0.7, maxJsonHeaderBytes: 400 };
const JSON_ANSWERS = ['/api/ping', '/api/categories', '/api/public/demo', '/api/nothing-here'];
/** What the issue measured before the change. */
const HEADER_BYTES_BEFORE: Record<string, number> = {
  '/api/ping': 1024,
  '/api/categories': 1070,
  '/api/public/demo': 1217,
  '/api/nothing-here': 1031,
};

export interface FixedToll {
  bareRps: number;
  pingRps: number;
  bareCpuMs: number;
  pingCpuMs: number;
  /** The same with LOG_REQUESTS_SAMPLE=0 (failures logged, successes not): an operator's choice. */
  unloggedRps: number;
  unloggedCpuMs: number;
  headerBytes: { path: string; bytes: number }[];
  tool: 'wrk' | 'autocannon';
}

/** The header block of one answer as it crosses the wire (status line, header lines, blank line). */
export function headerBytesOf(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } }, (res) => {
        const lines = [`HTTP/1.1 ${res.statusCode} ${res.statusMessage}`];
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
        res.resume();
        res.on('end', () => resolve(Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`)));
      })
      .on('error', reject);
  });
}

async function startBareFastify(): Promise<{ url: string; pid: number; stop(): void }> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'bare-fastify.ts')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.once('data', (d: Buffer) => resolve(d.toString().trim()));
    child.once('exit', (code) => reject(new Error(`bare Fastify exited (${code})`)));
  });
  return { url, pid: child.pid ?? 0, stop: () => child.kill('SIGTERM') };
}

interface Measured {
  url: string;
  pid: number;
  requests: number;
  cpuMs: number;
  seconds: number;
}

/**
 * What every answer pays: the app's /api/ping (production build, LOG_LEVEL=info as operators run it, its
 * lines going to a file as a deployment's go to journald (startServer), with every success logged and
 * with none) against the same route on a plugin-free Fastify. The three run side by side and take
 * turns, one second of load each, `seconds × 2` turns: on a shared two-core machine the figure of one
 * long run each moved by ±20 % with whatever else the host ran, and turns spread that over all three
 * alike. Load comes from wrk (one thread, so the server keeps a core) where
 * installed; the server's CPU per request (every thread, from /proc) stands beside req/s.
 */
export async function fixedTollBench(seconds: number, connections: number): Promise<FixedToll> {
  const stops: (() => unknown)[] = [];
  try {
    const bare = await startBareFastify();
    stops.push(bare.stop);
    const unlogged = await startServer({ LOG_LEVEL: 'info', LOG_REQUESTS_SAMPLE: '0' });
    stops.push(unlogged.stop);
    const app = await startServer({ LOG_LEVEL: 'info' });
    stops.push(app.stop);
    const servers: Measured[] = [bare, unlogged, app].map((s) => ({
      url: s.url,
      pid: s.pid,
      requests: 0,
      cpuMs: 0,
      seconds: 0,
    }));
    // Each copy's start-up rounds (its queued mails, the featured totals) are not what a request pays.
    for (const s of servers) await settled(s.pid);
    let tool: FixedToll['tool'] = 'autocannon';
    for (const s of servers) tool = (await heavyLoad(s.url, '/api/ping', 2, connections, 1)).tool;
    for (let turn = 0; turn < Math.max(4, seconds * 2); turn++) {
      for (const s of servers) {
        const before = cpuMsOf(s.pid);
        const result = await heavyLoad(s.url, '/api/ping', 1, connections, 1);
        s.cpuMs += cpuMsOf(s.pid) - before;
        s.requests += result.requests;
        s.seconds += 1;
      }
    }
    const [b, u, a] = servers as [Measured, Measured, Measured];
    const rps = (m: Measured) => m.requests / m.seconds;
    const cpu = (m: Measured) => m.cpuMs / Math.max(1, m.requests);
    const headerBytes = [];
    for (const p of JSON_ANSWERS) headerBytes.push({ path: p, bytes: await headerBytesOf(`${app.url}${p}`) });
    return {
      bareRps: rps(b),
      pingRps: rps(a),
      bareCpuMs: cpu(b),
      pingCpuMs: cpu(a),
      unloggedRps: rps(u),
      unloggedCpuMs: cpu(u),
      headerBytes,
      tool,
    };
  } finally {
    for (const stop of stops) await stop();
  }
}

export function fixedTollLines(t: FixedToll): string[] {
  const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER TARGET');
  const ratio = t.pingRps / t.bareRps;
  const cpuRatio = t.bareCpuMs / t.pingCpuMs;
  return [
    `  load generator: ${t.tool}${t.tool === 'wrk' ? ' (1 thread)' : ' (apt-get install wrk for figures the client does not bound)'}`,
    `  plugin-free Fastify /api/ping  ${t.bareRps.toFixed(0).padStart(6)} req/s  ${t.bareCpuMs.toFixed(3)} ms CPU per request`,
    `  Enlazá /api/ping (LOG_LEVEL=info) ${t.pingRps.toFixed(0).padStart(6)} req/s  ${t.pingCpuMs.toFixed(3)} ms CPU per request`,
    `  ratio by req/s ${(ratio * 100).toFixed(0)} %, by CPU per request ${(cpuRatio * 100).toFixed(0)} % (before: 22–43 %; target ≥ ${TOLL_GOALS.minRatio * 100} %: ${verdict(Math.min(ratio, cpuRatio) >= TOLL_GOALS.minRatio)})`,
    `  the same, successes unlogged (LOG_REQUESTS_SAMPLE=0, the operator's choice) ${t.unloggedRps.toFixed(0)} req/s  ${t.unloggedCpuMs.toFixed(3)} ms CPU: ${((t.unloggedRps / t.bareRps) * 100).toFixed(0)} % by req/s, ${((t.bareCpuMs / t.unloggedCpuMs) * 100).toFixed(0)} % by CPU`,
    ...t.headerBytes.map(
      (h) =>
        `  header bytes ${h.path.padEnd(20)} ${String(h.bytes).padStart(4)} (before: ${HEADER_BYTES_BEFORE[h.path] ?? '—'}; target ≤ ${TOLL_GOALS.maxJsonHeaderBytes}: ${verdict(h.bytes <= TOLL_GOALS.maxJsonHeaderBytes)})`,
    ),
  ];
}
