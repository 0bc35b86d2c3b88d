import http from 'node:http';
import zlib from 'node:zlib';

export interface LocalAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body, decompressed when it came gzip- or brotli-encoded. */
  body: string;
}

/** What a browser sends as Accept-Encoding. */
export const BROWSER_ENCODING = 'gzip, deflate, br';

/**
 * One HTTP request from a chosen local address (127.0.0.x: every loopback address is ours on
 * Linux), so a server or cache sees that source address, as it would see different visitors.
 */
export function localRequest(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<LocalAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: init.method ?? 'GET',
        headers: { 'accept-encoding': BROWSER_ENCODING, ...init.headers },
        localAddress: init.localAddress,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const coding = response.headers['content-encoding'];
          const bytes =
            coding === 'gzip' ? zlib.gunzipSync(raw) : coding === 'br' ? zlib.brotliDecompressSync(raw) : raw;
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: bytes.toString('utf8'),
          });
        });
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}
