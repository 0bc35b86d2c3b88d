import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../e2e/support/server-process';
import { BROWSER_ACCEPT_ENCODING, load } from './load';
import { cpuMsOf } from './server-cpu';

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

/**
 * What every answer pays: the app's /api/ping (production build, LOG_LEVEL=info as operators run it)
 * against the same route on a plugin-free Fastify, one after the other, with the server's CPU per
 * request beside req/s (a client-bound run still shows the server's own cost there).
 */
export async function fixedTollBench(seconds: number, connections: number): Promise<FixedToll> {
  const measure = async (base: string, pid: number) => {
    await load(base, '/api/ping', 1, connections);
    const before = cpuMsOf(pid);
    const result = await load(base, '/api/ping', seconds, connections);
    return { rps: result.requestsPerSecond, cpuMs: (cpuMsOf(pid) - before) / Math.max(1, result.requests) };
  };
  const bare = await startBareFastify();
  let bareRun: Awaited<ReturnType<typeof measure>>;
  try {
    bareRun = await measure(bare.url, bare.pid);
  } finally {
    bare.stop();
  }
  const unlogged = await startServer({ LOG_LEVEL: 'info', LOG_REQUESTS_SAMPLE: '0' });
  let unloggedRun: Awaited<ReturnType<typeof measure>>;
  try {
    unloggedRun = await measure(unlogged.url, unlogged.pid);
  } finally {
    await unlogged.stop();
  }
  const app = await startServer({ LOG_LEVEL: 'info' });
  try {
    const pingRun = await measure(app.url, app.pid);
    const headerBytes = [];
    for (const p of JSON_ANSWERS) headerBytes.push({ path: p, bytes: await headerBytesOf(`${app.url}${p}`) });
    return {
      bareRps: bareRun.rps,
      pingRps: pingRun.rps,
      bareCpuMs: bareRun.cpuMs,
      pingCpuMs: pingRun.cpuMs,
      unloggedRps: unloggedRun.rps,
      unloggedCpuMs: unloggedRun.cpuMs,
      headerBytes,
    };
  } finally {
    await app.stop();
  }
}

export function fixedTollLines(t: FixedToll): string[] {
  const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER TARGET');
  const ratio = t.pingRps / t.bareRps;
  const cpuRatio = t.bareCpuMs / t.pingCpuMs;
  return [
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
