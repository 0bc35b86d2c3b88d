import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { BROWSER_ACCEPT_ENCODING } from './load';

export interface PageWeight {
  path: string;
  status: number;
  /** Bytes as received with the browser's Accept-Encoding (compressed when the server compressed them). */
  htmlBytes: number;
  cssBytes: number;
  jsBytes: number;
  /** The Content-Encoding the HTML came in ('identity' when none). */
  htmlCoding: string;
  scripts: string[];
}

interface Received {
  status: number;
  coding: string;
  /** The body as it came over the wire. */
  raw: Buffer;
}

/** A GET as a browser makes it, with the body left as received (fetch would decode it). */
function receive(url: string): Promise<Received> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          coding: String(res.headers['content-encoding'] ?? 'identity'),
          raw: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    request.on('error', reject);
  });
}

function decoded({ coding, raw }: Received): string {
  if (coding === 'br') return brotliDecompressSync(raw).toString();
  if (coding === 'gzip') return gunzipSync(raw).toString();
  return raw.toString();
}

function attrValues(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((m) => m[1] ?? '').filter(Boolean);
}

/** Bytes a first visit downloads, as received: the HTML, its stylesheets and every module script it loads up front. */
export async function pageWeight(baseUrl: string, path: string): Promise<PageWeight> {
  const page = await receive(`${baseUrl}${path}`);
  const html = decoded(page);
  const scripts = attrValues(html, /<script[^>]+src="([^"]+)"/g);
  const preloads = attrValues(html, /<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g);
  const styles = attrValues(html, /<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
  const size = async (url: string) => (await receive(`${baseUrl}${url}`)).raw.length;
  const js = [...new Set([...scripts, ...preloads])];
  const jsSizes = await Promise.all(js.map(size));
  const cssSizes = await Promise.all(styles.map(size));
  return {
    path,
    status: page.status,
    htmlBytes: page.raw.length,
    cssBytes: cssSizes.reduce((a, b) => a + b, 0),
    jsBytes: jsSizes.reduce((a, b) => a + b, 0),
    htmlCoding: page.coding,
    scripts: js,
  };
}
