import http from 'node:http';
import net, { type AddressInfo } from 'node:net';

/** What a fake server received. */
export interface ReceivedPurge {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface FakeServer {
  url: string;
  received: ReceivedPurge[];
  close(): Promise<void>;
}

async function listen(
  answer: (request: ReceivedPurge, response: http.ServerResponse) => void,
): Promise<FakeServer> {
  const received: ReceivedPurge[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: performance.now(),
      };
      received.push(request);
      answer(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Test support: a stand-in for one Varnish node as deploy/varnish/default.vcl answers purges:
 * `BAN` with an `X-Ban-Url` header → 200, without it → 400, any other method → 405. `failFirst`
 * answers 503 to that many requests first (to prove the retries). Node's HTTP parser refuses the
 * BAN method (400 before any handler), so this node reads the request head off the socket itself.
 */
export async function fakeVarnishNode(options: { failFirst?: number } = {}): Promise<FakeServer> {
  let failures = options.failFirst ?? 0;
  const received: ReceivedPurge[] = [];
  const server = net.createServer((socket) => {
    let head = '';
    socket.on('data', (chunk: Buffer) => {
      head += chunk.toString('latin1');
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [requestLine = '', ...lines] = head.slice(0, end).split('\r\n');
      const [method = '', url = ''] = requestLine.split(' ');
      const headers: http.IncomingHttpHeaders = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      received.push({ method, url, headers, body: '', at: performance.now() });
      let status = 200;
      if (failures > 0) {
        failures -= 1;
        status = 503;
      } else if (method !== 'BAN') status = 405;
      else if (!headers['x-ban-url']) status = 400;
      socket.end(
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\ncontent-length: 0\r\nconnection: close\r\n\r\n`,
      );
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Test support: Cloudflare's purge endpoint as its API documents it — `POST
 * /zones/{zone}/purge_cache`, `Authorization: Bearer {token}` (else 403 with code 10000), a JSON
 * body of `files` (absolute URLs, at most 30) or `prefixes` (else 400), answered with the v4
 * envelope `{ success, errors, messages, result: { id } }`. `failFirst` answers 500 first.
 */
export function fakeCloudflareApi(options: {
  zoneId: string;
  apiToken: string;
  failFirst?: number;
}): Promise<FakeServer> {
  let failures = options.failFirst ?? 0;
  const envelope = (success: boolean, errors: { code: number; message: string }[] = []) =>
    JSON.stringify({ success, errors, messages: [], result: success ? { id: options.zoneId } : null });
  return listen((request, res) => {
    const json = (status: number, body: string) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    if (failures > 0) {
      failures -= 1;
      return json(500, envelope(false, [{ code: 10_000, message: 'internal error' }]));
    }
    if (request.method !== 'POST' || request.url !== `/zones/${options.zoneId}/purge_cache`) {
      return json(404, envelope(false, [{ code: 7003, message: 'No route for that URI' }]));
    }
    if (request.headers.authorization !== `Bearer ${options.apiToken}`) {
      return json(403, envelope(false, [{ code: 10_000, message: 'Authentication error' }]));
    }
    let body: { files?: unknown; prefixes?: unknown };
    try {
      body = JSON.parse(request.body);
    } catch {
      return json(400, envelope(false, [{ code: 1012, message: 'Request must contain valid JSON' }]));
    }
    const list = body.files ?? body.prefixes;
    const absolute = (value: unknown) =>
      typeof value === 'string' && (body.prefixes ? !value.includes('://') : /^https?:\/\//.test(value));
    if (!Array.isArray(list) || list.length === 0 || list.length > 30 || !list.every(absolute)) {
      return json(400, envelope(false, [{ code: 1015, message: 'Invalid purge request' }]));
    }
    return json(200, envelope(true));
  });
}
