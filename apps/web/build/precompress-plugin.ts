import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;
const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` beside every compressible file of the client build once, at maximum
 * quality, so the server sends them as they are (@fastify/static `preCompressed`) instead of
 * compressing the same bytes on every request. Runs last, after the service worker is written.
 */
export function precompressPlugin(): Plugin {
  let skip = false;
  let outDir = '';
  return {
    name: 'enlaza-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      skip = Boolean(config.build.ssr);
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (skip) return;
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
          const full = path.join(dir, e.name);
          return e.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const data = fs.readFileSync(file);
        if (data.length < MIN_BYTES) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}
