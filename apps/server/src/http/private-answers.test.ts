import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../test/test-app';
import { routeTable } from './private-answers';

type Creator = Awaited<ReturnType<typeof registerCreator>>;

/** A concrete URL for a route pattern: every parameter becomes '1'. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

describe('Cache-Control: no-store on every private answer', () => {
  let t: TestApp;
  let ana: Creator;

  beforeAll(async () => {
    t = await createTestApp();
    ana = await registerCreator(t.app);
  });
  afterAll(() => t.close());

  it('marks every route that reads or issues a session, and only those', () => {
    const table = routeTable(t.app).filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
    const isPrivate = (method: string, url: string) =>
      table.find((r) => r.method === method && r.url === url)?.privateAnswer;
    for (const [method, url] of [
      ['POST', '/api/auth/login'],
      ['POST', '/api/auth/register'],
      ['GET', '/api/auth/me'],
      ['GET', '/api/donations/received'],
      ['GET', '/api/mercadopago/status'],
      ['GET', '/api/links'],
      ['POST', '/api/users/upload-image'],
    ]) {
      expect(isPrivate(method as string, url as string), `${method} ${url}`).toBe(true);
    }
    expect(isPrivate('GET', '/api/public/:username')).toBe(false);
    expect(isPrivate('GET', '/api/stats/featured-creators')).toBe(false);
    expect(table.filter((r) => r.privateAnswer).length).toBeGreaterThanOrEqual(30);
  });

  it('answers every private route with no-store, signed in or not, whatever the status', async () => {
    const routes = routeTable(t.app).filter((r) => r.privateAnswer && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const method = route.method as HTTPMethods;
      const url = concrete(route.url);
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      // logout would end the session the next routes use: it goes without one.
      const signedIn = route.url !== '/api/auth/logout';
      for (const headers of signedIn ? [ana.headers, {}] : [{}]) {
        const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
        expect(res.headers['cache-control'], `${method} ${url} → ${res.statusCode}`).toBe('no-store');
      }
    }
  });

  it('marks the answers the issue names: login, me, donations received, payment status', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ana.body.email, password: ana.body.password },
    });
    expect(login.statusCode).toBe(200);
    expect(json<{ data: { token: string } }>(login).data.token).toBeTruthy();
    expect(login.headers['cache-control']).toBe('no-store');
    for (const url of ['/api/auth/me', '/api/donations/received', '/api/mercadopago/status']) {
      const res = await t.app.inject({ method: 'GET', url, headers: ana.headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('marks any answer to a request carrying Authorization, but not a public read (the same for everyone)', async () => {
    const read = '/api/categories';
    const anonymous = await t.app.inject({ method: 'GET', url: read });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['cache-control']).toBeUndefined();
    for (const authorization of [ana.headers.authorization, 'Bearer desconocido', 'Basic eDp5']) {
      const res = await t.app.inject({ method: 'GET', url: read, headers: { authorization } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control'], authorization).toBe('no-store');
    }
    // A public read (issue 23) never reads the session: its answer and headers ignore Authorization.
    const publicRead = `/api/public/${ana.user.username}`;
    const stranger = await t.app.inject({ method: 'GET', url: publicRead });
    expect(stranger.headers['cache-control']).toMatch(/^public, /);
    for (const authorization of [ana.headers.authorization, 'Bearer desconocido']) {
      const res = await t.app.inject({ method: 'GET', url: publicRead, headers: { authorization } });
      expect(res.headers['cache-control'], authorization).toBe(stranger.headers['cache-control']);
      expect(res.body).toBe(stranger.body);
    }
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/no-existe',
      headers: { authorization: 'Bearer x' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });
});
