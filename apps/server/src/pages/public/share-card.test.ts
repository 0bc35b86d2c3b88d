import { themeBackground } from '@enlaza/shared/theme';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSomeBusyAnswers } from '../../../test/busy-answers';
import { metaContent } from '../../../test/public-page-html';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { createWebDistFixture } from '../../../test/web-dist-fixture';
import {
  connectCreator,
  createGoal,
  notify,
  payQuietly,
  startDonation,
} from '../../integrations/payments/testing/payment-test-helpers';

type Creator = Awaited<ReturnType<typeof registerCreator>>;
const BASE = 'https://enlaza.example';

describe('share cards (og:image)', () => {
  const web = createWebDistFixture();
  let t: TestApp;
  let ana: Creator;
  let eventId: number;

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  /** The og:image a page names, as a path on this server. */
  const cardOf = async (pageUrl: string) => {
    const res = await get(pageUrl);
    expect(res.statusCode, res.body).toBe(200);
    const image = metaContent(res.body, 'og:image') ?? '';
    expect(image.startsWith(`${BASE}/og/`)).toBe(true);
    return { path: image.slice(BASE.length), html: res.body };
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: web.dir, PUBLIC_URL: BASE } });
    ana = await registerCreator(t.app, { full_name: 'Ana Núñez' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: ana.headers,
      payload: {
        title: 'Peña en San Telmo',
        event_date: '2099-03-20',
        event_time: '21:00',
        location: 'Centro Cultural Sur',
        status: 'published',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    eventId = (JSON.parse(created.body) as { data: { event: { id: number } } }).data.event.id;
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it('names a 1200×630 PNG with summary_large_image, served immutable', async () => {
    const { path, html } = await cardOf(`/u/${ana.user.username}`);
    expect(path).toMatch(new RegExp(`^/og/u/${ana.user.username}/[0-9a-f]{16}\\.png$`));
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe(`${BASE}${path}`);
    expect(metaContent(html, 'og:image:width')).toBe('1200');

    const res = await get(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  });

  it('gets a new URL when a donation moves the goal, and the old hash leads to the new card', async () => {
    await connectCreator(t, ana);
    const goalId = await createGoal(t, ana.headers, 50_000);
    const before = (await cardOf(`/u/${ana.user.username}`)).path;

    const seller = (
      await t.database.db
        .selectFrom('payment_connections')
        .select('mp_user_id')
        .where('user_id', '=', ana.user.id)
        .executeTakeFirstOrThrow()
    ).mp_user_id;
    const { donation_id } = await startDonation(t, goalId, 5_000);
    const payment = await payQuietly(t, donation_id, 'approve');
    expect((await notify(t, payment.id, seller)).statusCode).toBe(200);

    const after = (await cardOf(`/u/${ana.user.username}`)).path;
    expect(after).not.toBe(before);
    const card = await get(after);
    expect(card.statusCode).toBe(200);
    expect((await sharp(card.rawPayload).metadata()).width).toBe(1200);

    const old = await get(before);
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(after);
  });

  it('draws an event card from its page', async () => {
    const { path } = await cardOf(`/e/${ana.user.username}/${eventId}`);
    expect(path).toMatch(new RegExp(`^/og/e/${eventId}/[0-9a-f]{16}\\.png$`));
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });

  it("paints the event card in its organiser's theme", async () => {
    const theme = { primary_color: '#0f766e', accent_color: '#f97316', background_style: 'vibrant' } as const;
    const before = (await cardOf(`/e/${ana.user.username}/${eventId}`)).path;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: ana.headers,
      payload: { theme },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await cardOf(`/e/${ana.user.username}/${eventId}`)).path;
    expect(after).not.toBe(before);
    const card = await get(after);
    expect(card.statusCode).toBe(200);
    const { data } = await sharp(card.rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const corner = `#${[data[0], data[1], data[2]].map((c) => (c ?? 0).toString(16).padStart(2, '0')).join('')}`;
    expect(corner).toBe(themeBackground(theme).pageColor);
  });

  it('answers 404 for unknown creators, events and malformed names', async () => {
    for (const url of [
      '/og/u/nadie-existe/0123456789abcdef.png',
      '/og/e/999999/0123456789abcdef.png',
      '/og/e/abc/0123456789abcdef.png',
      `/og/u/${ana.user.username}/no-es-un-hash.png`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('answers a Spanish 503 with Retry-After, never a 500, when more new cards are asked than the queue holds', async () => {
    const paths: string[] = [];
    for (let i = 0; i < 40; i++) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: ana.headers,
        payload: {
          title: `Función ${i}`,
          event_date: '2099-04-01',
          location: 'Sala chica',
          status: 'published',
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = json<{ data: { event: { id: number } } }>(created).data.event.id;
      // A stale hash leads to the current card's address without drawing it.
      paths.push(String((await get(`/og/e/${id}/0000000000000000.png`)).headers.location));
    }
    const answers = await Promise.all(paths.map(get));
    const statuses = expectSomeBusyAnswers(answers);
    // Once the queue drains, a refused card is drawn.
    const retried = await get(paths[statuses.indexOf(503)] ?? '');
    expect(retried.statusCode).toBe(200);
  });
});
