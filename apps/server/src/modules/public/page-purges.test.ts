import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { registerVerifiedCreator } from '../../../test/verify-email';
import { connectMusic } from '../../integrations/music/testing/music-test-helpers';
import { fakeCloudflareApi, fakeVarnishNode } from '../../integrations/page-cache/testing/fake-cache-nodes';
import { RecordingPageCache } from '../../integrations/page-cache/testing/recording-page-cache';
import {
  connectCreator,
  createGoal,
  notify,
  payQuietly,
  startDonation,
} from '../../integrations/payments/testing/payment-test-helpers';
import { changeAdminRole } from '../admin/admin-roles';
import { LinkBoundaries } from '../links/link-boundaries-job';
import { InProcessPublicCache } from './in-process-public-cache';
import { PageChangeAnnouncer } from './page-change-announcer';

type Creator = Awaited<ReturnType<typeof registerVerifiedCreator>>;

/**
 * Issue 23, purging on change: every kind of write that changes what a public answer shows purges
 * that creator's paths (their names, their events; the featured lists when those can move) from the
 * HTTP cache, once, after the write committed. A recording page cache stands for Varnish.
 */
describe('the HTTP cache is purged on every change a visitor can see', () => {
  const clock = new TestClock(new Date('2026-05-04T15:00:00.000Z'));
  const cache = new RecordingPageCache();
  let t: TestApp;
  let ana: Creator;
  let bruno: Creator;

  const send = (who: Creator, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  /** The purges a write caused, once their background work is done. */
  async function purgesOf(write: () => Promise<{ statusCode: number } | unknown>) {
    // What earlier steps started (a registration, a setup write) is done and set aside first.
    await t.deps.pagePurges.settled();
    cache.take();
    const answer = await write();
    if (answer && typeof answer === 'object' && 'statusCode' in answer) {
      expect(answer.statusCode, 'body' in answer ? String(answer.body) : '').toBeLessThan(300);
    }
    await t.deps.pagePurges.settled();
    return cache.take();
  }
  const page = (who: Creator, featured = false) => ({
    usernames: [who.user.username],
    eventIds: [],
    featured,
  });

  beforeAll(async () => {
    t = await createTestApp({ clock, pageCache: cache });
    ana = await registerVerifiedCreator(t);
    bruno = await registerVerifiedCreator(t);
  });
  afterAll(() => t.close());

  it('purges nothing for a refused write, and only the writing creator’s paths', async () => {
    await t.deps.pagePurges.settled();
    cache.take();
    const refused = await send(ana, 'PUT', '/api/users/profile/theme', { primary_color: 'rojo' });
    expect(refused.statusCode).toBe(400);
    await t.deps.pagePurges.settled();
    expect(cache.take()).toEqual([]);
    const theme = await purgesOf(() =>
      send(ana, 'PUT', '/api/users/profile/theme', {
        primary_color: '#112233',
        accent_color: '#445566',
        background_style: 'gradient',
      }),
    );
    expect(theme).toEqual([page(ana)]);
  });

  it('profile, the adults-only flag and links: the featured lists too', async () => {
    expect(await purgesOf(() => send(ana, 'PUT', '/api/users/profile', { bio: 'Cantautora' }))).toEqual([
      page(ana, true),
    ]);
    expect(await purgesOf(() => send(ana, 'PUT', '/api/users/profile', { sensitive_content: true }))).toEqual(
      [page(ana, true)],
    );
    await send(ana, 'PUT', '/api/users/profile', { sensitive_content: false });
    let linkId = 0;
    expect(
      await purgesOf(async () => {
        const res = await send(ana, 'POST', '/api/links', { title: 'Tienda', url: 'https://example.com/t' });
        linkId = json<{ data: { link: { id: number } } }>(res).data.link.id;
        return res;
      }),
    ).toEqual([page(ana, true)]);
    expect(await purgesOf(() => send(ana, 'PUT', `/api/links/${linkId}`, { title: 'Tienda nueva' }))).toEqual(
      [page(ana, true)],
    );
    expect(await purgesOf(() => send(ana, 'DELETE', `/api/links/${linkId}`))).toEqual([page(ana, true)]);
  });

  it('a scheduled link that appears or disappears with no write is purged by the boundaries job', async () => {
    // Argentine wall-clock minutes in (UTC−3): shown from 15:01Z until 15:03Z.
    const res = await send(bruno, 'POST', '/api/links', {
      title: 'Preventa',
      url: 'https://example.com/preventa',
      starts_at: '2026-05-04T12:01',
      ends_at: '2026-05-04T12:03',
    });
    expect(res.statusCode).toBe(201);
    const job = new LinkBoundaries(t.deps);
    const rounds: string[][] = [];
    for (let round = 0; round < 6; round += 1) {
      const purged = await purgesOf(() => job.runOnce());
      rounds.push(purged.flatMap((p) => p.usernames));
      clock.advance(40_000);
    }
    const b = bruno.user.username;
    // 15:00:00, 15:00:40, 15:01:20 (it appeared), 15:02:00, 15:02:40, 15:03:20 (it went).
    expect(rounds).toEqual([[], [], [b], [], [], [b]]);
  });

  let goalId = 0;
  it('goals, events (a deleted event named too) and music', async () => {
    expect(
      await purgesOf(async () => {
        goalId = await createGoal(t, ana.headers);
      }),
    ).toEqual([page(ana)]);
    expect(
      await purgesOf(() => send(ana, 'PUT', `/api/goals/${goalId}`, { title: 'Grabar el segundo disco' })),
    ).toEqual([page(ana)]);
    let eventId = 0;
    const created = await purgesOf(async () => {
      const res = await send(ana, 'POST', '/api/events', {
        title: 'Recital',
        event_date: '2026-06-20',
        location: 'Rosario',
      });
      eventId = json<{ data: { event: { id: number } } }>(res).data.event.id;
      return res;
    });
    expect(created).toEqual([{ ...page(ana), eventIds: [eventId] }]);
    expect(
      await purgesOf(() => send(ana, 'PUT', `/api/events/${eventId}`, { title: 'Recital acústico' })),
    ).toEqual([{ ...page(ana), eventIds: [eventId] }]);
    expect(await purgesOf(() => send(ana, 'DELETE', `/api/events/${eventId}`))).toEqual([
      { ...page(ana), eventIds: [eventId] },
    ]);
    await connectMusic(t.app, bruno.headers);
    expect(
      await purgesOf(() =>
        send(bruno, 'POST', '/api/spotify/content', { spotify_id: 'simTrackMatador', content_type: 'track' }),
      ),
    ).toEqual([page(bruno)]);
    expect(await purgesOf(() => send(bruno, 'DELETE', '/api/spotify/content'))).toEqual([page(bruno)]);
  });

  it('a donation approved, then refunded: the featured lists too', async () => {
    const seller = await connectCreator(t, ana);
    const { donation_id } = await startDonation(t, goalId, 2500);
    const payment = await payQuietly(t, donation_id, 'approve');
    expect(await purgesOf(() => notify(t, payment.id, seller))).toEqual([page(ana, true)]);
    expect(await purgesOf(() => send(ana, 'POST', `/api/donations/${donation_id}/refund`))).toEqual([
      page(ana, true),
    ]);
  });

  it('suspension and reactivation by an operator', async () => {
    const operator = await registerVerifiedCreator(t);
    await changeAdminRole(t.database.db, 'grant', operator.body.email, clock.now());
    const suspend = () =>
      send(operator, 'POST', `/api/admin/creators/${bruno.user.id}/suspend`, { reason: 'spam' });
    expect(await purgesOf(suspend)).toEqual([page(bruno, true)]);
    expect(
      await purgesOf(() => send(operator, 'POST', `/api/admin/creators/${bruno.user.id}/reactivate`)),
    ).toEqual([page(bruno, true)]);
  });

  it('a new username purges the old paths and the new ones (a cached “not found”)', async () => {
    const old = ana.user.username;
    const renamed = `${old}-nueva`;
    const [purge] = await purgesOf(() => send(ana, 'PUT', '/api/users/profile', { username: renamed }));
    expect([...(purge?.usernames ?? [])].sort()).toEqual([old, renamed].sort());
    ana.user.username = renamed;
  });

  it('a deleted account: every name it had and its events, gone from the tables, and the featured lists', async () => {
    const carla = await registerVerifiedCreator(t);
    const first = carla.user.username;
    await send(carla, 'PUT', '/api/users/profile', { username: `${first}-b` });
    const event = await send(carla, 'POST', '/api/events', {
      title: 'Feria',
      event_date: '2026-07-01',
      location: 'Córdoba',
    });
    const eventId = json<{ data: { event: { id: number } } }>(event).data.event.id;
    const purges = await purgesOf(() =>
      send(carla, 'DELETE', '/api/users/me', {
        password: carla.body.password,
        confirm_username: `${first}-b`,
      }),
    );
    expect(purges).toHaveLength(1);
    // The row stays under a placeholder name; every name it was reached by is purged.
    expect(purges[0]?.usernames).toEqual(expect.arrayContaining([first, `${first}-b`]));
    expect(purges[0]).toMatchObject({ eventIds: [eventId], featured: true });
  });

  it('logs the time from the commit to the purge request', async () => {
    const lines: { obj: Record<string, unknown>; msg?: string }[] = [];
    const log = {
      info: (obj: object, msg?: string) => lines.push({ obj: obj as Record<string, unknown>, msg }),
    };
    const announcer = new PageChangeAnnouncer({
      ...t.deps,
      log: { ...log, warn: log.info, error: log.info },
      pageCache: new RecordingPageCache(),
      cache: new InProcessPublicCache(clock),
    });
    await announcer.creatorChanged(ana.user.id);
    await announcer.settled();
    expect(lines).toEqual([
      {
        msg: 'page cache purged',
        obj: expect.objectContaining({ userId: ana.user.id, pageCache: 'varnish', everyCopyForgot: true }),
      },
    ]);
    expect(lines[0]?.obj.sentAfterMs).toBeTypeOf('number');
    expect(lines[0]?.obj.sentAfterMs).toBeLessThan(1000);
  });
});

describe('PAGE_CACHE chooses the adapter', () => {
  it('varnish: a link edit bans the creator’s paths on every node', async () => {
    const nodes = [await fakeVarnishNode(), await fakeVarnishNode()];
    const t = await createTestApp({
      env: { PAGE_CACHE: 'varnish', CACHE_PURGE_URLS: nodes.map((n) => n.url).join(',') },
    });
    try {
      const ana = await registerVerifiedCreator(t);
      await t.deps.pagePurges.settled();
      for (const node of nodes) node.received.splice(0);
      await t.app.inject({
        method: 'POST',
        url: '/api/links',
        headers: ana.headers,
        payload: { title: 'Tienda', url: 'https://example.com/t' },
      });
      await t.deps.pagePurges.settled();
      for (const node of nodes) {
        expect(node.received.map((r) => r.method)).toEqual(['BAN']);
        const pattern = String(node.received[0]?.headers['x-ban-url']).replace(/^\(\?i\)/, '');
        expect(new RegExp(pattern, 'i').test(`/u/${ana.user.username}`)).toBe(true);
        expect(new RegExp(pattern, 'i').test('/creadores-destacados')).toBe(true);
      }
    } finally {
      await t.close();
      await Promise.all(nodes.map((n) => n.close()));
    }
  });

  it('cloudflare: the zone’s purge endpoint gets the page’s URLs with the token, which no log holds', async () => {
    const zoneId = 'a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4';
    const apiToken = 'cf-ficha-de-prueba-1234567890';
    const api = await fakeCloudflareApi({ zoneId, apiToken });
    const t = await createTestApp({
      env: {
        PAGE_CACHE: 'cloudflare',
        CLOUDFLARE_ZONE_ID: zoneId,
        CLOUDFLARE_API_TOKEN: apiToken,
        CLOUDFLARE_API_URL: api.url,
      },
    });
    t.logs.note(apiToken);
    try {
      const ana = await registerVerifiedCreator(t);
      await t.deps.pagePurges.settled();
      api.received.splice(0);
      await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: ana.headers,
        payload: { bio: 'Hola' },
      });
      await t.deps.pagePurges.settled();
      const files = api.received.flatMap((r) => (JSON.parse(r.body) as { files?: string[] }).files ?? []);
      expect(files).toEqual(
        expect.arrayContaining([
          `http://localhost:3000/u/${ana.user.username}`,
          `http://localhost:3000/api/public/${ana.user.username}`,
          'http://localhost:3000/creadores-destacados',
        ]),
      );
      expect(api.received.every((r) => r.headers.authorization === `Bearer ${apiToken}`)).toBe(true);
    } finally {
      // close() scans the log for the noted token.
      await t.close();
      await api.close();
    }
  });
});
