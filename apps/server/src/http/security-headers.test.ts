import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerCreator, type TestApp } from '../../test/test-app';

/** The header block exactly as it crosses the wire: status line, every header line, the blank line. */
function headerBytes(url: string): Promise<{ bytes: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (res) => {
      const lines = [`HTTP/1.1 ${res.statusCode} ${res.statusMessage}`];
      for (let i = 0; i < res.rawHeaders.length; i += 2)
        lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
      res.resume();
      res.on('end', () =>
        resolve({ bytes: Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`), headers: res.headers }),
      );
    });
    req.on('error', reject);
  });
}

describe('security headers (issue 38)', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('gives JSON answers nosniff and HSTS, and neither the page policy nor the resource policy', async () => {
    for (const url of ['/api/ping', '/api/health', '/api/categories', '/api/nothing-here', '/api/auth/me']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
      expect(res.headers['cross-origin-resource-policy'], url).toBeUndefined();
      expect(res.headers['content-security-policy'], url).toBeUndefined();
      expect(res.headers['x-frame-options'], url).toBeUndefined();
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('gives every HTML answer the page policy and its companions', async () => {
    const pages = ['/', '/login', '/registro', '/terminos', '/u/nadie-por-aca', '/api/docs/', '/no-existe'];
    for (const url of pages) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('keeps a policy a route set itself (the donation form may post on to the checkout)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/u/nadie-por-aca/aportar' });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('keeps the resource policy on images and other files, which a page of another site could load', async () => {
    const { username } = (await registerCreator(t.app)).user;
    const redirect = await t.app.inject({ method: 'GET', url: `/og/u/${username}/0000000000000000.png` });
    expect(redirect.statusCode).toBe(302);
    const res = await t.app.inject({ method: 'GET', url: String(redirect.headers.location) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends a JSON answer with at most 400 bytes of headers, a public read with its cache instructions too', async () => {
    const { username } = (await registerCreator(t.app)).user;
    for (const url of ['/api/ping', '/api/categories', '/api/nothing-here', `/api/public/${username}`]) {
      const { bytes } = await headerBytes(`${base}${url}`);
      expect(bytes, url).toBeLessThanOrEqual(400);
    }
  });
});
