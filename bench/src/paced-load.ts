import http from 'node:http';

export interface PacedRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface PacedResult {
  sent: number;
  /** Answers by status code; a request that failed outright counts under 0. */
  statuses: Record<number, number>;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  seconds: number;
  /** When the last request slower than `slowMs` was due, in seconds from the start; null if none was. */
  lastSlowDueSeconds: number | null;
}

/** The value below which `share` of the sorted latencies fall. */
function percentile(sorted: Float64Array, share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * An open-model load: request `n` is due at `start + n / rate`, whatever became of the ones before, and
 * its latency runs from when it was due to its answer's last byte, so a server that falls behind is
 * charged for the wait (coordinated omission). autocannon's `overallRate` does neither: each connection
 * fires its share of a second back to back as the second starts (1,000 beacons in one burst), and its
 * correction assumes one request every millisecond per connection, so one slow answer was recorded as
 * dozens (issue 38). `agent` holds the connections (keep-alive, at most its `maxSockets`), so a warm-up
 * and the measured load after it share them. `slowMs`: the latency past which a request counts as slow
 * (`lastSlowDueSeconds`).
 */
export async function pacedLoad(
  baseUrl: string,
  rate: number,
  seconds: number,
  next: (n: number) => PacedRequest,
  agent: http.Agent,
  slowMs: number,
): Promise<PacedResult> {
  const total = Math.round(rate * seconds);
  const latencies = new Float64Array(total);
  const statuses: Record<number, number> = {};
  const count = (status: number) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
  };
  let sent = 0;
  let answered = 0;
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const settle = (n: number, due: number, status: number) => {
      latencies[n] = performance.now() - due;
      count(status);
      answered += 1;
      if (answered === total) resolve();
    };
    const send = (n: number, due: number) => {
      const spec = next(n);
      const request = http.request(`${baseUrl}${spec.path}`, {
        method: spec.method,
        headers: spec.headers,
        agent,
      });
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => settle(n, due, response.statusCode ?? 0));
      });
      request.on('error', () => settle(n, due, 0));
      request.end(spec.body);
    };
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + (sent * 1000) / rate <= now) {
        send(sent, start + (sent * 1000) / rate);
        sent += 1;
      }
      if (sent < total) setTimeout(tick, 1);
    };
    if (total === 0) resolve();
    else tick();
  });
  const elapsed = (performance.now() - start) / 1000;
  let lastSlow = total - 1;
  while (lastSlow >= 0 && (latencies[lastSlow] ?? 0) <= slowMs) lastSlow -= 1;
  latencies.sort();
  return {
    sent,
    statuses,
    p50Ms: round(percentile(latencies, 0.5)),
    p99Ms: round(percentile(latencies, 0.99)),
    maxMs: round(percentile(latencies, 1)),
    seconds: elapsed,
    lastSlowDueSeconds: lastSlow < 0 ? null : lastSlow / rate,
  };
}
