import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const SCRIPT = `export const texto = ${JSON.stringify('Enlazá '.repeat(400))};\n`;

/** Built assets go as the build compressed them (apps/web/build/precompress-plugin.ts), never again per answer. */
describe('precompressed built assets', () => {
  // Only the client files: no page renderer is needed to serve them.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-assets-'));
  let t: TestApp;
  const file = path.join(dir, 'client', 'assets', 'entrada-abc123.js');

  beforeAll(async () => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, SCRIPT);
    fs.writeFileSync(`${file}.br`, brotliCompressSync(SCRIPT));
    fs.writeFileSync(`${file}.gz`, gzipSync(SCRIPT));
    t = await createTestApp({ env: { WEB_DIST_DIR: dir } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/assets/entrada-abc123.js',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the .br or .gz file beside the asset, with its Content-Encoding and Vary', async () => {
    const br = await get('gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.equals(fs.readFileSync(`${file}.br`))).toBe(true);

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(fs.readFileSync(`${file}.gz`))).toBe(true);
  });

  it('sends the asset itself to a client that accepts no compression', async () => {
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });
});
