import autocannon from 'autocannon';

export interface LoadResult {
  path: string;
  requestsPerSecond: number;
  requests: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** Loopback-only load for a bounded time; returns mean req/s and p99 latency. */
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
  });
  return {
    path,
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
