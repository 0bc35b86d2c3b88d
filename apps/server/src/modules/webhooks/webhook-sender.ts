import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedTarget } from './webhook-address';

/** An attempt that got no answer within this is a timeout (retried). */
export const DELIVERY_TIMEOUT_MS = 10_000;

/** The answer's body is read up to this and thrown away: only the status counts. */
const MAX_ANSWER_BYTES = 64 * 1024;

export interface AttemptResult {
  /** 2xx: delivered. */
  delivered: boolean;
  /** Worth another attempt: a timeout, a connection that failed, a 5xx. */
  retry: boolean;
  responseCode: number | null;
  durationMs: number;
  /** Short and without the address: 'HTTP 500', 'timeout', 'ECONNREFUSED'. */
  error: string | null;
}

/**
 * POSTs one delivery to an address already checked (webhook-address.ts): the connection goes to the
 * checked address only (the lookup answers it, the name is kept for TLS and the Host header), and a
 * redirect is an answer like any other (3xx: not delivered, never followed).
 */
export function sendWebhook(
  target: CheckedTarget,
  headers: Record<string, string>,
  body: string,
): Promise<AttemptResult> {
  // A measurement, not a time of day: the monotonic clock.
  const started = performance.now();
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<AttemptResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: Math.max(0, Math.round(performance.now() - started)) });
    };
    const request = client.request(
      target.url,
      {
        method: 'POST',
        lookup: pinned,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Enlaza-Webhooks/1.0',
        },
        agent: false,
      },
      (response) => {
        const code = response.statusCode ?? 0;
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        const done = () => {
          const delivered = code >= 200 && code < 300;
          finish({
            delivered,
            retry: code >= 500,
            responseCode: code,
            error: delivered ? null : `HTTP ${code}`,
          });
        };
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      finish({ delivered: false, retry: true, responseCode: null, error: 'timeout' });
      request.destroy();
    }, DELIVERY_TIMEOUT_MS);
    request.on('error', (error: NodeJS.ErrnoException) => {
      finish({ delivered: false, retry: true, responseCode: null, error: error.code ?? 'connection failed' });
    });
    request.end(body);
  });
}
