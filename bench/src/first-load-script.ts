import http from 'node:http';
import { gunzipSync } from 'node:zlib';

/** The public pages and the budget of issue 38: script on first load, gzip as received. */
export const FIRST_LOAD_PAGES = [
  '/',
  '/creadores-destacados',
  '/terminos',
  '/privacidad',
  '/cookies',
  '/login',
  '/register',
  '/u/demo',
];
/** KB before issue 38's islands (same measure, 2026-11-28): the app hydrated on every one of them. */
export const FIRST_LOAD_BEFORE: Record<string, number> = {
  '/': 96.8,
  '/creadores-destacados': 113.6,
  '/terminos': 101.9,
  '/privacidad': 102.2,
  '/cookies': 100.5,
  '/login': 103.9,
  '/register': 102.7,
  '/u/demo': 12.4,
};
export const ISLAND_BUDGET_BYTES = 35 * 1024;
/** The pages the budget is for (login and register keep the app, their forms work before it). */
const BUDGETED = new Set(['/', '/creadores-destacados', '/terminos', '/privacidad', '/cookies', '/u/demo']);

export interface FirstLoadScript {
  path: string;
  status: number;
  /** Every script the page loads before any interaction: `<script src>` and module preloads. */
  scripts: string[];
  /** Their bytes as received with `Accept-Encoding: gzip`. */
  gzipBytes: number;
}

function get(url: string): Promise<{ status: number; body: Buffer; coding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks),
            coding: String(res.headers['content-encoding'] ?? ''),
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const values = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1] ?? '');

/** A static import inside a script (`import "./x.js"` / `from "./x.js"`): loaded before it runs. */
const STATIC_IMPORT = /(?:^|[;\n}])\s*import\s*(?:[^'"()]*?from\s*)?["']([^"']+\.js)["']/g;

/**
 * The script a first visit downloads: the page's scripts and module preloads and, recursively, what
 * they import statically (dynamic imports load later, on intent). Bytes as sent with gzip.
 */
export async function firstLoadScript(baseUrl: string, path: string): Promise<FirstLoadScript> {
  const page = await get(`${baseUrl}${path}`);
  const html = (page.coding === 'gzip' ? gunzipSync(page.body) : page.body).toString();
  const queue = [
    ...values(html, /<script[^>]+src="([^"]+)"/g),
    ...values(html, /<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ];
  const seen = new Set<string>();
  let gzipBytes = 0;
  while (queue.length > 0) {
    const url = queue.shift() as string;
    if (seen.has(url)) continue;
    seen.add(url);
    const script = await get(`${baseUrl}${url}`);
    gzipBytes += script.body.length;
    const text = (script.coding === 'gzip' ? gunzipSync(script.body) : script.body).toString();
    for (const found of values(text, STATIC_IMPORT)) queue.push(new URL(found, `http://x${url}`).pathname);
  }
  return { path, status: page.status, scripts: [...seen], gzipBytes };
}

export function firstLoadLines(rows: FirstLoadScript[], before?: Record<string, number>): string[] {
  return rows.map((row) => {
    const kb = (row.gzipBytes / 1024).toFixed(1);
    const was = before?.[row.path] === undefined ? '' : `  (before: ${before[row.path]} KB)`;
    const verdict = BUDGETED.has(row.path)
      ? row.gzipBytes <= ISLAND_BUDGET_BYTES
        ? '  ≤ 35 KB ok'
        : '  OVER 35 KB'
      : '';
    return `  ${row.path.padEnd(22)} ${kb.padStart(6)} KB gzip in ${row.scripts.length} files [${row.status}]${verdict}${was}`;
  });
}
