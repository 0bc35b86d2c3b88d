import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES, registerSmallAnswers } from './small-answers';

const BROWSER_ENCODING = 'gzip, deflate, br, zstd';

describe('small answers skip the compression plugin; the rest are compressed as before', () => {
  let app: FastifyInstance;
  const seen: (string | undefined)[] = [];

  beforeAll(async () => {
    app = Fastify();
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
    });
    registerSmallAnswers(app);
    app.addHook('onResponse', (request, _reply, done) => {
      seen.push(request.headers['x-no-compression'] as string | undefined);
      done();
    });
    app.get('/small', async () => ({ ok: true }));
    // 600 characters, 1,200 bytes: under the threshold by length, over it by bytes.
    app.get('/wide', async () => ({ text: 'ñ'.repeat(600) }));
    app.get('/large', async () => ({ text: 'a'.repeat(COMPRESS_THRESHOLD_BYTES) }));
    app.get('/buffer', async (_request, reply) => reply.type('text/plain').send(Buffer.from('x'.repeat(10))));
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ url, headers: { 'accept-encoding': BROWSER_ENCODING } });

  it('a small JSON answer or buffer leaves as it is, marked for the plugin', async () => {
    seen.length = 0;
    const small = await get('/small');
    const buffer = await get('/buffer');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    expect(buffer.headers['content-encoding']).toBeUndefined();
    expect(buffer.body).toBe('x'.repeat(10));
    expect(seen).toEqual(['1', '1']);
  });

  it('an answer at or over the threshold in bytes is compressed, however few its characters', async () => {
    seen.length = 0;
    const wide = await get('/wide');
    const large = await get('/large');
    expect(wide.headers['content-encoding']).toBe('br');
    expect(large.headers['content-encoding']).toBe('br');
    expect(seen).toEqual([undefined, undefined]);
  });
});
