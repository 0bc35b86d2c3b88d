import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const webRoot = path.resolve(import.meta.dirname, '../../web');

/**
 * A stand-in for apps/web/dist with the real templates and a server entry that re-exports the web
 * app's source entry: the integration tests render the public pages and the app pages with the very
 * components the build ships, without needing a build. Pass the directory as WEB_DIST_DIR.
 */
export function createWebDistFixture(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-web-dist-'));
  fs.mkdirSync(path.join(dir, 'client'));
  fs.mkdirSync(path.join(dir, 'server'));
  for (const template of ['public.html', 'aportar.html', 'index.html', 'site.html']) {
    fs.copyFileSync(path.join(webRoot, template), path.join(dir, 'client', template));
  }
  const source = path.join(webRoot, 'src', 'entry-server.tsx');
  fs.writeFileSync(path.join(dir, 'server', 'entry-server.js'), `export * from ${JSON.stringify(source)};\n`);
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
