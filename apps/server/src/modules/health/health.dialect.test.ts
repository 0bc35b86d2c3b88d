import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers ok after querying the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 'ok', database: t.database.dialect });
  });

  it('answers unknown API routes with a Spanish JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ message: 'Ruta no encontrada' });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // The page policy is for rendered documents only (http/security-headers.test.ts).
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('compresses JSON answers for clients that accept it, and only then', async () => {
    const zipped = await t.app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const categories = JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8')).data.categories;
    expect(categories).toHaveLength(8);
    const plain = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
