import { gzipSync } from 'node:zlib';

export interface PageWeight {
  path: string;
  status: number;
  htmlGzip: number;
  cssGzip: number;
  jsGzip: number;
  scripts: string[];
}

function attrValues(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((m) => m[1] ?? '').filter(Boolean);
}

/** Bytes a first visit downloads (gzip): the HTML, its stylesheets and every module script it loads up front. */
export async function pageWeight(baseUrl: string, path: string): Promise<PageWeight> {
  const res = await fetch(`${baseUrl}${path}`);
  const html = await res.text();
  const scripts = attrValues(html, /<script[^>]+src="([^"]+)"/g);
  const preloads = attrValues(html, /<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g);
  const styles = attrValues(html, /<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
  const size = async (url: string) =>
    gzipSync(Buffer.from(await (await fetch(`${baseUrl}${url}`)).arrayBuffer())).length;
  const js = [...new Set([...scripts, ...preloads])];
  const jsSizes = await Promise.all(js.map(size));
  const cssSizes = await Promise.all(styles.map(size));
  return {
    path,
    status: res.status,
    htmlGzip: gzipSync(Buffer.from(html)).length,
    cssGzip: cssSizes.reduce((a, b) => a + b, 0),
    jsGzip: jsSizes.reduce((a, b) => a + b, 0),
    scripts: js,
  };
}
