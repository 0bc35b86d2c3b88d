import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  assetsOfHtml,
  MANIFEST_GLOBAL,
  type ServiceWorkerManifest,
} from '../src/features/pwa/sw/precache-manifest';

const SW_FILE = 'sw.js';

/**
 * Builds src/features/pwa/sw/service-worker.ts into dist/client/sw.js (a fixed name, served with
 * `cache-control: no-cache` like every non-hashed file) and prepends the precache manifest of this
 * build: index.html's own assets and the full list of hashed assets. Client build only.
 */
export function serviceWorkerPlugin(entry: string): Plugin {
  let skip = false;
  return {
    name: 'enlaza-service-worker',
    apply: 'build',
    configResolved(config) {
      skip = Boolean(config.build.ssr);
    },
    buildStart() {
      if (skip) return;
      this.emitFile({ type: 'chunk', id: entry, fileName: SW_FILE });
    },
    writeBundle(options, bundle) {
      if (skip) return;
      const dir = options.dir;
      const html = bundle['index.html'];
      const worker = bundle[SW_FILE];
      if (!dir || !html || html.type !== 'asset' || !worker || worker.type !== 'chunk') {
        throw new Error('service worker: index.html or sw.js missing from the build');
      }
      if (worker.imports.length || worker.dynamicImports.length) {
        // A classic service worker cannot import: the worker must not share modules with the app.
        throw new Error(`service worker: ${SW_FILE} imports other chunks (${worker.imports.join(', ')})`);
      }
      const shell = assetsOfHtml(String(html.source));
      const assets = Object.keys(bundle)
        .filter((file) => file.startsWith('assets/'))
        .map((file) => `/${file}`)
        .sort();
      const version = createHash('sha256')
        .update([...shell, ...assets].join('\n'))
        .update(worker.code)
        .digest('hex')
        .slice(0, 12);
      const manifest: ServiceWorkerManifest = { version, shell, assets };
      const file = path.join(dir, SW_FILE);
      const code = fs.readFileSync(file, 'utf8');
      fs.writeFileSync(file, `self.${MANIFEST_GLOBAL}=${JSON.stringify(manifest)};\n${code}`);
    },
  };
}
