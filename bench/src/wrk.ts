import { execFile, spawnSync } from 'node:child_process';
import { BROWSER_ACCEPT_ENCODING, type LoadResult, load } from './load';

/** Whether Debian's wrk is on the PATH (apt-get install wrk). */
export function wrkInstalled(): boolean {
  return spawnSync('wrk', ['--version']).error === undefined;
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000 };
const UNIT_BYTES: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

function ms(text: string | undefined): number {
  const m = /^([\d.]+)(us|ms|s)$/.exec(text ?? '');
  return m ? Number(m[1]) * (UNIT_MS[m[2] ?? 'ms'] ?? 1) : Number.NaN;
}

/** Parses wrk's --latency report: req/s, total requests, p99, read bytes, errors. */
export function parseWrk(path: string, output: string): LoadResult {
  const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
  const read = /requests in [\d.]+\w+, ([\d.]+)(B|KB|MB|GB) read/.exec(output);
  const bytes = read ? Number(read[1]) * (UNIT_BYTES[read[2] ?? 'B'] ?? 1) : 0;
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const errors = socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    path,
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0),
    requests,
    p99Ms: ms(/\s99%\s+(\S+)/.exec(output)?.[1]),
    errors,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    // wrk counts the header block too: the body share is what the load() figures compare.
    bytesPerAnswer: bytes / Math.max(1, requests),
  };
}

/**
 * Load from wrk (C, several threads, event loop per thread): on this machine one autocannon process
 * tops out at 5–6 k requests a second, below what Varnish serves, so cache figures measured with it
 * measured the client (issue 38). Falls back to autocannon without wrk, and says so in `tool`.
 */
export async function heavyLoad(
  baseUrl: string,
  path: string,
  seconds: number,
  connections: number,
  threads = 2,
): Promise<LoadResult & { tool: 'wrk' | 'autocannon' }> {
  if (!wrkInstalled()) return { ...(await load(baseUrl, path, seconds, connections)), tool: 'autocannon' };
  const args = [
    `-t${threads}`,
    `-c${Math.max(connections, threads)}`,
    `-d${seconds}s`,
    '--latency',
    '-H',
    `Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}`,
    `${baseUrl}${path}`,
  ];
  const output = await new Promise<string>((resolve, reject) =>
    execFile('wrk', args, { timeout: (seconds + 30) * 1000 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    ),
  );
  return { ...parseWrk(path, output), tool: 'wrk' };
}
