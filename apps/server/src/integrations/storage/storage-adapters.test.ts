import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env';
import { registerErrorHandler } from '../../http/error-handler';
import { silentLogger } from '../../lib/logger';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';
import { serveUploads } from './serve-uploads';
import { type FileStorage, type OpenedFile, StorageUnavailableError } from './storage-port';
import { type LocalS3Server, startLocalS3 } from './testing/local-s3-server';

const read = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
};
const found = (opened: OpenedFile | null) => {
  if (!opened || opened.notModified) throw new Error(`expected a file, got ${JSON.stringify(opened)}`);
  return opened;
};
const nameOf = (url: string) => url.slice('/uploads/'.length);
const s3Storage = (env: Record<string, string>) => {
  const config = loadConfig({
    DATA_DIR: os.tmpdir(),
    ENCRYPTION_KEY: 'ab'.repeat(32),
    VISITOR_SALT_SECRET: 'sal-de-prueba-larga',
    ...env,
  });
  if (!config.s3) throw new Error('S3 not configured');
  return new S3Storage(config.s3, silentLogger);
};

let s3: LocalS3Server;
let uploadsDir: string;
beforeAll(async () => {
  s3 = await startLocalS3();
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-disk-storage-'));
});
afterAll(async () => {
  await s3.stop();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

const adapters: [string, () => FileStorage][] = [
  ['local disk', () => new LocalDiskStorage(uploadsDir)],
  ['S3-compatible bucket', () => s3Storage(s3.env())],
];

describe.each(adapters)('%s storage', (_label, create) => {
  let storage: FileStorage;
  let app: FastifyInstance;
  beforeAll(async () => {
    storage = create();
    await storage.check();
    app = Fastify();
    await serveUploads(app, storage);
    await app.ready();
  });
  afterAll(() => app.close());

  it('stores bytes under a new random /uploads/ name and streams them back with their type and size', async () => {
    const bytes = Buffer.from('imagen de prueba');
    const first = await storage.put(bytes, { contentType: 'image/webp' });
    const second = await storage.put(bytes, { contentType: 'image/png' });
    expect(first).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(second).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(second).not.toBe(first);
    expect(storage.owns(first)).toBe(true);

    const opened = found(await storage.open(nameOf(second)));
    expect(opened).toMatchObject({ size: bytes.length, contentType: 'image/png' });
    expect(opened.etag).toMatch(/^".+"$/);
    expect(await read(opened.body)).toEqual(bytes);
  });

  it('answers not-modified when If-None-Match names the stored version', async () => {
    const url = await storage.put(Buffer.from('versión única'), { contentType: 'image/jpeg' });
    const { etag, body } = found(await storage.open(nameOf(url)));
    body.destroy();
    expect(await storage.open(nameOf(url), { ifNoneMatch: etag })).toEqual({ notModified: true, etag });
    for (const ifNoneMatch of ['"otra-version"', 'no es una etiqueta', `W/"x", ${'"y"'.repeat(300)}`]) {
      const other = found(await storage.open(nameOf(url), { ifNoneMatch }));
      expect(await read(other.body)).toEqual(Buffer.from('versión única'));
    }
  });

  it('deletes what it stored (twice is harmless) and ignores URLs it does not own', async () => {
    const url = await storage.put(Buffer.from('borrar'), { contentType: 'image/webp' });
    await storage.delete(url);
    expect(await storage.open(nameOf(url))).toBeNull();
    await storage.delete(url);
    for (const foreign of ['https://example.com/a.webp', '/uploads/../secrets.json', '/static/a.webp']) {
      expect(storage.owns(foreign)).toBe(false);
      await storage.delete(foreign);
    }
  });

  it('finds nothing for a missing or impossible name', async () => {
    expect(await storage.open(`${'a'.repeat(32)}.webp`)).toBeNull();
    expect(await storage.open('../secrets.json')).toBeNull();
    expect(await storage.open('secrets.json')).toBeNull();
  });

  it('serves /uploads/<name> with long cache headers, ETag and 304, and a missing name as 404', async () => {
    const bytes = Buffer.from('servida');
    const url = await storage.put(bytes, { contentType: 'image/webp' });
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(bytes);
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(bytes.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    const etag = String(res.headers.etag);
    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    for (const missing of [`/uploads/${'b'.repeat(32)}.webp`, '/uploads/..%2Fsecrets.json']) {
      const gone = await app.inject({ method: 'GET', url: missing });
      expect(gone.statusCode, missing).toBe(404);
      expect(gone.json()).toEqual({ message: 'Recurso no encontrado' });
    }
  });
});

describe('S3 storage when the store is down', () => {
  // A port that was just listening and is now closed: connections are refused at once.
  let down: S3Storage;
  beforeAll(async () => {
    const gone = await startLocalS3();
    await gone.stop();
    down = s3Storage({ ...gone.env() });
  });

  it('fails the start-up check with a message naming the bucket and the variables to check', async () => {
    await expect(down.check()).rejects.toThrow(
      /S3: no se pudo escribir en el bucket "enlaza-test" en http:\/\/127\.0\.0\.1:\d+ .*S3_ENDPOINT/,
    );
  });

  it('turns failed reads and writes into a Spanish 503, never a 500', async () => {
    await expect(down.put(Buffer.from('x'), { contentType: 'image/webp' })).rejects.toBeInstanceOf(
      StorageUnavailableError,
    );
    await expect(down.delete(`/uploads/${'c'.repeat(32)}.webp`)).rejects.toBeInstanceOf(
      StorageUnavailableError,
    );
    const app = Fastify();
    registerErrorHandler(app);
    await serveUploads(app, down);
    const res = await app.inject({ method: 'GET', url: `/uploads/${'c'.repeat(32)}.webp` });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.json()).toEqual({
      message: 'Las imágenes no están disponibles en este momento. Intenta de nuevo en unos minutos.',
    });
    await app.close();
  });
});
