import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ADULT_COOKIE } from '@enlaza/shared/public';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metaContent } from '../../test/public-page-html';
import { createTestApp, json, type registerCreator, type TestApp } from '../../test/test-app';
import { TestClock } from '../../test/test-clock';
import { registerVerifiedCreator } from '../../test/verify-email';
import { createWebDistFixture } from '../../test/web-dist-fixture';

type Creator = Awaited<ReturnType<typeof registerCreator>> & { cookie: string };

const BROWSER_ENCODING = 'gzip, deflate, br, zstd';
const PUBLIC = 'public, max-age=0, s-maxage=60';
const SHARED = 'max-age=60, stale-while-revalidate=300';
/** The headers a shared cache acts on: they must not depend on who asks. */
const CACHE_HEADERS = ['cache-control', 'etag', 'vary', 'content-encoding', 'content-type', 'location'];

/** Issue 23: public answers any shared cache may keep, the same bytes whoever asks. */
describe('cacheable public answers', () => {
  const web = createWebDistFixture();
  const clock = new TestClock(new Date('2026-11-20T15:00:00.000Z'));
  let t: TestApp;
  let owner: Creator;
  let other: Creator;
  let eventId: number;

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': BROWSER_ENCODING, ...headers } });
  /** The three visitors: a stranger, the page's owner and another creator, both logged in. */
  const visitors = (): Record<string, string>[] => [
    {},
    { authorization: owner.headers.authorization, cookie: owner.cookie },
    { authorization: other.headers.authorization, cookie: other.cookie },
  ];
  const cacheHeaders = (res: LightMyRequestResponse) =>
    Object.fromEntries(CACHE_HEADERS.map((name) => [name, res.headers[name]]));
  /** The path part of a full URL on this server. */
  const pathOf = (url: string) => new URL(url, 'https://enlaza.example').pathname;

  async function verified(name: string): Promise<Creator> {
    const creator = await registerVerifiedCreator(t, { full_name: name });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: creator.body.email, password: creator.body.password },
    });
    const cookie = String(login.headers['set-cookie'] ?? '').split(';')[0] ?? '';
    return { ...creator, cookie };
  }

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { WEB_DIST_DIR: web.dir, PUBLIC_URL: 'https://enlaza.example' } });
    owner = await verified('Ana Pública');
    other = await verified('Otra Creadora');
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: owner.headers,
      payload: { bio: 'Canto en peñas y ferias' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/links',
      headers: owner.headers,
      payload: { title: 'Mi disco', url: 'https://example.org/disco' },
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: owner.headers,
      payload: {
        title: 'Peña de noviembre',
        event_date: '2099-03-20',
        event_time: '21:00',
        location: 'Centro Cultural Sur',
        status: 'published',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    eventId = json<{ data: { event: { id: number } } }>(created).data.event.id;
  });
  afterAll(async () => {
    await t?.close();
    web.remove();
  });

  async function cacheablePaths(): Promise<string[]> {
    const name = owner.user.username;
    const profile = await get(`/u/${name}`);
    const event = await get(`/e/${name}/${eventId}`);
    const profileCard = pathOf(metaContent(decoded(profile), 'og:image') ?? '');
    const eventCard = pathOf(metaContent(decoded(event), 'og:image') ?? '');
    expect(profileCard).toMatch(/^\/og\/u\//);
    expect(eventCard).toMatch(/^\/og\/e\//);
    return [
      '/',
      '/creadores-destacados',
      '/terminos',
      '/privacidad',
      '/cookies',
      `/u/${name}`,
      `/u/${name}/events`,
      `/u/${name}/events?tab=past`,
      `/e/${name}/${eventId}`,
      profileCard,
      eventCard,
      `/og/u/${name}/0000000000000000.png`,
      `/api/public/${name}`,
      `/api/public/${name}/events`,
      `/api/public/${name}/supporters`,
      '/api/public/events',
      `/api/public/events/${eventId}`,
    ];
  }

  function decoded(res: LightMyRequestResponse): string {
    const coding = res.headers['content-encoding'];
    if (coding === 'br') return brotliDecompressSync(res.rawPayload).toString();
    if (coding === 'gzip') return gunzipSync(res.rawPayload).toString();
    return res.body;
  }

  it('answers each one identically to a stranger, its owner and another creator', async () => {
    for (const path of await cacheablePaths()) {
      const [stranger, ...loggedIn] = await Promise.all(visitors().map((headers) => get(path, headers)));
      if (!stranger) throw new Error('no answer');
      expect([200, 302], path).toContain(stranger.statusCode);
      expect(stranger.headers['cache-control'], path).toMatch(/^public, /);
      for (const res of loggedIn) {
        expect(res.statusCode, path).toBe(stranger.statusCode);
        expect(res.rawPayload.equals(stranger.rawPayload), path).toBe(true);
        expect(cacheHeaders(res), path).toEqual(cacheHeaders(stranger));
        expect(res.headers['set-cookie'], path).toBeUndefined();
      }
    }
  });

  it('sends the shared-cache header, a strong ETag per coding, Vary and 304', async () => {
    const path = `/u/${owner.user.username}`;
    const br = await get(path);
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe(PUBLIC);
    // Browsers read stale-while-revalidate too: only the shared caches' header carries it.
    expect(br.headers['cdn-cache-control']).toBe(SHARED);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toMatch(/^"[\w-]+-br"$/);

    const gzip = await get(path, { 'accept-encoding': 'gzip, br;q=0.5' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: path });
    expect(plain.headers['content-encoding']).toBeUndefined();
    // The same page in three codings: three strong tags, one per byte sequence, the same text.
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
    expect(decoded(br)).toBe(plain.body);
    expect(decoded(gzip)).toBe(plain.body);
    expect(String(br.headers.etag).replace('-br', '')).toBe(plain.headers.etag);

    const again = await get(path, { 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(br.headers.etag);
    expect(again.headers['cache-control']).toBe(PUBLIC);
    // Another coding's tag names other bytes: the whole page again.
    const otherCoding = await get(path, { 'if-none-match': String(gzip.headers.etag) });
    expect(otherCoding.statusCode).toBe(200);

    const api = await get(`/api/public/${owner.user.username}`);
    const api304 = await get(`/api/public/${owner.user.username}`, {
      'if-none-match': String(api.headers.etag),
    });
    expect(api304.statusCode).toBe(304);
  });

  it('compresses a kept page once, not once per answer', async () => {
    const path = `/u/${owner.user.username}`;
    await get(path);
    const before = t.app.encodedDocuments.stats;
    for (let i = 0; i < 5; i += 1) await get(path);
    expect(t.app.encodedDocuments.stats).toEqual(before);
  });

  it('keeps missing pages briefly and redirects like the page', async () => {
    const missing = await get('/u/nadie-con-este-nombre');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
    const staleCard = await get(`/og/u/${owner.user.username}/0000000000000000.png`);
    expect(staleCard.statusCode).toBe(302);
    expect(staleCard.headers['cache-control']).toBe(PUBLIC);
  });

  it('keeps a page for adults only private: its gate and the page after confirming', async () => {
    const adult = await verified('Vera Nocturna');
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: adult.headers,
      payload: { sensitive_content: true },
    });
    for (const cookie of [undefined, `${ADULT_COOKIE}=1`]) {
      for (const path of [`/u/${adult.user.username}`, `/u/${adult.user.username}/events`]) {
        const res = await get(path, cookie ? { cookie } : {});
        expect(res.statusCode, path).toBe(200);
        expect(res.headers['cache-control'], path).toBe('private, no-store');
        expect(res.headers.etag, path).toBeUndefined();
      }
    }
  });

  it('answers the live stream, POSTs, the account API and the creator API with no-store', async () => {
    const name = owner.user.username;
    const answers: [string, LightMyRequestResponse][] = [
      ['report', await t.app.inject({ method: 'POST', url: `/api/public/${name}/reports`, payload: {} })],
      [
        'login',
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'nadie@example.org', password: 'una clave cualquiera' },
        }),
      ],
      ['me', await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: owner.headers })],
      [
        'theme',
        await t.app.inject({ method: 'GET', url: '/api/users/profile/theme', headers: owner.headers }),
      ],
      ['links', await t.app.inject({ method: 'GET', url: '/api/links', headers: owner.headers })],
    ];
    for (const [label, res] of answers) {
      expect(res.headers['cache-control'], label).toBe('no-store');
      expect(res.headers.etag, label).toBeUndefined();
    }
    // The live stream never ends by itself: its head is read from a real connection, then it is dropped.
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const abort = new AbortController();
    const live = await fetch(`${base}/api/public/${name}/live`, { signal: abort.signal });
    expect(live.status).toBe(200);
    expect(live.headers.get('cache-control')).toBe('no-store');
    expect(live.headers.get('etag')).toBeNull();
    abort.abort();
  });
});
