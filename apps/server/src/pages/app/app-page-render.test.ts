import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { WebRenderer } from '../../web/page-renderer';
import { AppPageRender } from './app-page-render';

/** A built server entry in plain JavaScript that says which thread rendered the page. */
function builtEntry(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-entry-'));
  fs.mkdirSync(path.join(dir, 'server'));
  fs.writeFileSync(
    path.join(dir, 'server', 'entry-server.js'),
    `import { isMainThread } from 'node:worker_threads';
export const APP_PAGES = { '/terminos': [] };
export const renderPublicPage = () => ({ html: '', head: '' });
export const renderEventDonatePage = () => ({ html: '', head: '' });
export async function renderAppPage(url, data) {
  return { html: '<p>' + url + ' ' + data.path + (isMainThread ? ' main' : ' worker') + '</p>', head: '' };
}
`,
  );
  return dir;
}

function collectingLog(warnings: string[]) {
  return { info() {}, warn: (_obj: object, msg?: string) => warnings.push(msg ?? ''), error() {} };
}

const onLoop = {
  renderAppPage: async (url: string) => ({ html: `<p>${url} main</p>`, head: '' }),
} as unknown as WebRenderer;

describe('app pages rendered off the event loop (issue 38)', () => {
  const dir = builtEntry();
  const renders: AppPageRender[] = [];
  afterAll(async () => {
    await Promise.all(renders.map((r) => r.close()));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('renders in the worker thread, with what the route gives the renderer', async () => {
    const warnings: string[] = [];
    const render = new AppPageRender(onLoop, dir, collectingLog(warnings));
    renders.push(render);
    const pages = await Promise.all(
      Array.from({ length: 5 }, () => render.render('/terminos?x=1', { path: '/terminos' }, {} as never)),
    );
    for (const page of pages) expect(page.html).toBe('<p>/terminos?x=1 /terminos worker</p>');
    expect(warnings).toEqual([]);
  });

  it('renders on the loop when the worker cannot load the renderer, and says so once', async () => {
    const warnings: string[] = [];
    const render = new AppPageRender(onLoop, path.join(dir, 'nothing-built'), collectingLog(warnings));
    renders.push(render);
    for (let i = 0; i < 3; i++) {
      const page = await render.render('/terminos', { path: '/terminos' }, {} as never);
      expect(page.html).toBe('<p>/terminos main</p>');
    }
    expect(warnings).toEqual(['app page rendered on the event loop: the worker could not']);
  });
});
