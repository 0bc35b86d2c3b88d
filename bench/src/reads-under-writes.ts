import { BROWSER_ACCEPT_ENCODING } from './load';

export interface ReadsUnderWrites {
  path: string;
  quietMedianMs: number;
  busyMedianMs: number;
  quietP99Ms: number;
  busyP99Ms: number;
  /** Reads not answered 200. */
  readErrors: number;
  writes: { ok: number; rejected: number; failed: number };
}

interface Writer {
  headers: Record<string, string>;
  linkId: number;
}

async function api<T>(
  baseUrl: string,
  path: string,
  init: RequestInit,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** Another creator with one link to edit: their writes never change the page being read. */
async function createWriter(baseUrl: string): Promise<Writer> {
  const tag = Date.now().toString(36);
  const registered = await api<{ data: { token: string } }>(baseUrl, '/api/auth/register', {
    method: 'POST',
    body: JSON.stringify({
      full_name: 'Escritora de Carga',
      username: `carga-${tag}`,
      email: `carga-${tag}@example.com`,
      password: 'secreto123',
    }),
  });
  if (registered.status !== 201) throw new Error(`bench writer not registered: ${registered.status}`);
  const headers = { authorization: `Bearer ${registered.body.data.token}` };
  const link = await api<{ data: { link: { id: number } } }>(baseUrl, '/api/links', {
    method: 'POST',
    headers,
    body: JSON.stringify({ title: 'Tienda', url: 'https://example.com/tienda' }),
  });
  if (link.status !== 201) throw new Error(`bench link not created: ${link.status}`);
  return { headers, linkId: link.body.data.link.id };
}

/** One edit of the writer's own link; every other one is refused (400, an invalid URL). */
async function write(baseUrl: string, writer: Writer, n: number, counts: ReadsUnderWrites['writes']) {
  const valid = n % 2 === 0;
  try {
    const res = await fetch(`${baseUrl}/api/links/${writer.linkId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...writer.headers },
      body: JSON.stringify({ title: `Tienda ${n}`, url: valid ? `https://example.com/${n}` : 'no es url' }),
    });
    await res.arrayBuffer();
    if (res.status === 200) counts.ok += 1;
    else if (res.status === 400) counts.rejected += 1;
    else counts.failed += 1;
  } catch {
    counts.failed += 1;
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

/**
 * Reads of the page back to back for `seconds`, each after `before` when given; every read's latency
 * in ms. One request at a time, so the figure shows what each read costs the server rather than how
 * busy the (shared) machine is.
 */
async function measure(
  baseUrl: string,
  path: string,
  seconds: number,
  before?: (n: number) => Promise<void>,
) {
  const until = performance.now() + seconds * 1000;
  const samples: number[] = [];
  let errors = 0;
  for (let n = 0; performance.now() < until; n += 1) {
    await before?.(n);
    const start = performance.now();
    // Recognised as a robot, like autocannon: the reads add no page views.
    const res = await fetch(`${baseUrl}${path}`, {
      headers: { 'user-agent': 'enlaza-bench/1.0 (headless)', 'accept-encoding': BROWSER_ACCEPT_ENCODING },
    });
    await res.arrayBuffer();
    if (res.status === 200) samples.push(performance.now() - start);
    else errors += 1;
  }
  samples.sort((x, y) => x - y);
  return { median: percentile(samples, 50), p99: percentile(samples, 99), errors };
}

/**
 * Latency of a public page read alone, then of each read right after another creator's write
 * (valid and refused in turn): a write must not throw away pages it did not change.
 */
export async function readsUnderWrites(
  baseUrl: string,
  path: string,
  seconds: number,
): Promise<ReadsUnderWrites> {
  const writer = await createWriter(baseUrl);
  const quiet = await measure(baseUrl, path, seconds);
  const writes = { ok: 0, rejected: 0, failed: 0 };
  const busy = await measure(baseUrl, path, seconds, (n) => write(baseUrl, writer, n, writes));
  return {
    path,
    quietMedianMs: quiet.median,
    busyMedianMs: busy.median,
    quietP99Ms: quiet.p99,
    busyP99Ms: busy.p99,
    readErrors: quiet.errors + busy.errors,
    writes,
  };
}
