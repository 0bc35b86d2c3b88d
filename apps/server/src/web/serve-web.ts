import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env';
import { inlineStylesheets } from './inline-styles';
import { lowPriorityPreloads } from './preload-priority';

/** What the browser app needs from the server's configuration, embedded in every HTML page. */
export interface ClientConfig {
  publicUrl: string;
  features: { donationsScreen: boolean; analyticsScreen: boolean };
}

export function clientConfig(config: Config): ClientConfig {
  return { publicUrl: config.publicUrl, features: config.features };
}

/** JSON for a `<script type="application/json">` block: nothing in it can close the tag. */
export function embedJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface HtmlShell {
  /** False when the web app has not been built: render() then answers a page saying so. */
  readonly built: boolean;
  /** The built index.html with the client configuration already embedded. */
  render(parts?: { head?: string; body?: string; data?: unknown }): string;
}

export const NOT_BUILT = `<!doctype html><html lang="es-AR"><meta charset="utf-8"><title>Enlazá</title>
<p>La aplicación web todavía no está compilada. Ejecuta <code>npm run build</code> o <code>npm start</code>.</p></html>`;

/** The head of a page the browser app renders by itself (its screens set their own titles). */
export const DEFAULT_HEAD = '<title>Enlazá</title>';

const MARKERS = ['<!--app-head-->', '<!--app-html-->', '<!--app-config-->'] as const;

/**
 * The template cut once at its three markers, so a render is a plain concatenation (and nothing in
 * a creator's text can be taken for a marker or a replacement pattern). A missing marker drops its part.
 */
function compile(html: string): [string, string, string, string] {
  const pieces: string[] = [];
  let rest = html;
  for (const marker of MARKERS) {
    const at = rest.indexOf(marker);
    pieces.push(at === -1 ? '' : rest.slice(0, at));
    if (at !== -1) rest = rest.slice(at + marker.length);
  }
  return [pieces[0] ?? '', pieces[1] ?? '', pieces[2] ?? '', rest];
}

/**
 * The page's own head goes last in the head, after the build's script and stylesheet tags (Vite puts
 * them before `</head>`, after the marker): a lazy screen's stylesheet then follows the entry's, in
 * the order the app itself loads them, so the cascade is the same before and after hydration.
 */
function headMarkerLast(html: string): string {
  const marker = MARKERS[0];
  const at = html.indexOf(marker);
  const end = html.indexOf('</head>');
  if (at === -1 || end < at) return html;
  return html.slice(0, at) + html.slice(at + marker.length, end) + marker + html.slice(end);
}

/** `template`: index.html for the app, public.html for the server-rendered public pages. */
export function loadHtmlShell(config: Config, template = 'index.html'): HtmlShell {
  const file = path.join(config.webDistDir, 'client', template);
  const pieces = fs.existsSync(file)
    ? compile(
        headMarkerLast(
          lowPriorityPreloads(inlineStylesheets(fs.readFileSync(file, 'utf8'), path.dirname(file))),
        ),
      )
    : null;
  const configScript = `<script id="enlaza-config" type="application/json">${embedJson(clientConfig(config))}</script>`;
  return {
    built: pieces !== null,
    render(parts = {}) {
      if (!pieces) return NOT_BUILT;
      const data =
        parts.data === undefined
          ? ''
          : `<script id="enlaza-data" type="application/json">${embedJson(parts.data)}</script>`;
      const [start, afterHead, afterBody, end] = pieces;
      return (
        start + (parts.head ?? '') + afterHead + (parts.body ?? '') + afterBody + configScript + data + end
      );
    },
  };
}

/** Serves the built files of apps/web; long cache for hashed assets, none for the rest. */
export async function serveWebAssets(app: FastifyInstance, config: Config): Promise<void> {
  const root = path.join(config.webDistDir, 'client');
  if (!fs.existsSync(root)) return;
  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: false,
    // The build writes .br/.gz beside each asset (apps/web/build/precompress-plugin.ts).
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.header('cache-control', 'no-cache');
      }
    },
  });
}
