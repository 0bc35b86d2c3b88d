import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config/env';

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
  /** The built index.html with the client configuration already embedded. */
  render(parts?: { head?: string; body?: string; data?: unknown }): string;
}

const NOT_BUILT = `<!doctype html><html lang="es-AR"><meta charset="utf-8"><title>Enlazá</title>
<p>La aplicación web todavía no está compilada. Ejecuta <code>npm run build</code> o <code>npm start</code>.</p></html>`;

export function loadHtmlShell(config: Config): HtmlShell {
  const file = path.join(config.webDistDir, 'client', 'index.html');
  const template = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  const configScript = `<script id="enlaza-config" type="application/json">${embedJson(clientConfig(config))}</script>`;
  return {
    render(parts = {}) {
      if (!template) return NOT_BUILT;
      const data =
        parts.data === undefined
          ? ''
          : `<script id="enlaza-data" type="application/json">${embedJson(parts.data)}</script>`;
      return template
        .replace('<!--app-head-->', parts.head ?? '')
        .replace('<!--app-html-->', parts.body ?? '')
        .replace('<!--app-config-->', configScript + data);
    },
  };
}

export function sendHtml(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(html);
}

/** Serves the built files of apps/web; long cache for hashed assets, none for the rest. */
export async function serveWebAssets(app: FastifyInstance, config: Config): Promise<void> {
  const root = path.join(config.webDistDir, 'client');
  if (!fs.existsSync(root)) return;
  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.header('cache-control', 'no-cache');
      }
    },
  });
}
