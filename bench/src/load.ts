import autocannon from 'autocannon';

/** What a current browser sends: every bench request asks for the answer as a browser would get it. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export interface LoadResult {
  path: string;
  requestsPerSecond: number;
  requests: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** Mean body bytes per answer as received (compressed when the server compressed it). */
  bytesPerAnswer: number;
}

/** Loopback-only load for a bounded time with the browser's Accept-Encoding; returns mean req/s and p99 latency. */
export async function load(
  baseUrl: string,
  path: string,
  seconds: number,
  connections: number,
): Promise<LoadResult> {
  const result = await autocannon({
    url: `${baseUrl}${path}`,
    connections,
    duration: seconds,
    pipelining: 1,
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
  });
  return {
    path,
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytesPerAnswer: result.throughput.total / Math.max(1, result.requests.total),
  };
}
