import { SUSPENSION_MESSAGES } from '@enlaza/shared/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_BROWSER } from '../../../test/public-page-html';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { createWebDistFixture } from '../../../test/web-dist-fixture';
import {
  checkout,
  connectCreator,
  createGoal,
  formBody,
  rowCount,
} from '../../integrations/payments/testing/payment-test-helpers';
import { changeAdminRole } from './admin-roles';

type Creator = Awaited<ReturnType<typeof registerCreator>>;

/**
 * Suspending a page (issue 22): its page, events, share cards, /l/ redirects, public API and checkout
 * answer 403 'Esta página fue suspendida'; nothing is deleted; the creator is told; 'Reactivar' undoes it.
 */
describe('a suspended page', () => {
  const web = createWebDistFixture();
  let t: TestApp;
  let operator: Creator;
  let ana: Creator;
  let goalId: number;
  let eventId: number;
  let linkId: number;
  let profileCard: string;
  let eventCard: string;

  const get = (url: string, headers?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers: { 'user-agent': PHONE_BROWSER, ...headers } });
  const ogPath = (html: string) => {
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
    return new URL(image).pathname;
  };
  const suspend = (reason: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/creators/${ana.user.id}/suspend`,
      headers: operator.headers,
      payload: { reason },
    });

  /** Every public way into Ana's page, with what it answers now. */
  async function everyDoor() {
    const u = ana.user.username;
    const pages = {
      profile: await get(`/u/${u}`),
      events: await get(`/u/${u}/events`),
      event: await get(`/e/${u}/${eventId}`),
      donateForm: await get(`/u/${u}/aportar`),
      reportForm: await get(`/u/${u}/denunciar`),
      supporters: await get(`/u/${u}/apoyos`),
      link: await get(`/l/${linkId}`),
      profileCard: await get(profileCard),
      eventCard: await get(eventCard),
    };
    const api = {
      profile: await get(`/api/public/${u}`),
      events: await get(`/api/public/${u}/events`),
      event: await get(`/api/public/events/${eventId}`),
      supporters: await get(`/api/public/${u}/supporters`),
      report: await t.app.inject({
        method: 'POST',
        url: `/api/public/${u}/reports`,
        payload: { reason: 'spam', details: '' },
        remoteAddress: '192.0.2.50',
      }),
      checkout: await checkout(t, { goal_id: goalId, amount: 1500 }),
      eventCheckout: await t.app.inject({
        method: 'POST',
        url: `/api/donations/events/${eventId}/checkout`,
        payload: { amount: 1500 },
        remoteAddress: '192.0.2.51',
      }),
      linkBeacon: await t.app.inject({ method: 'POST', url: `/api/links/${linkId}/click` }),
      // The page's view beacon reads the creator from the public cache, forgotten at the suspension.
      viewBeacon: await t.app.inject({
        method: 'POST',
        url: '/api/track/view',
        headers: { 'user-agent': PHONE_BROWSER, 'content-type': 'text/plain;charset=UTF-8' },
        payload: JSON.stringify({ username: u, page: 'profile' }),
      }),
    };
    return { pages, api };
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: web.dir, PUBLIC_URL: 'https://enlaza.example' } });
    operator = await registerCreator(t.app, { full_name: 'Operadora' });
    await changeAdminRole(t.database.db, 'grant', operator.body.email, new Date());
    ana = await registerCreator(t.app, { full_name: 'Ana Prueba' });
    await connectCreator(t, ana);
    goalId = await createGoal(t, ana.headers);
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/links',
      headers: ana.headers,
      payload: { title: 'Mi tienda', url: 'https://tienda.example.com' },
    });
    linkId = json<{ data: { link: { id: number } } }>(link).data.link.id;
    const event = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: ana.headers,
      payload: {
        title: 'Peña',
        event_date: '2099-03-20',
        location: 'Centro Cultural Sur',
        status: 'published',
      },
    });
    expect(event.statusCode, event.body).toBe(201);
    eventId = json<{ data: { event: { id: number } } }>(event).data.event.id;
    profileCard = ogPath((await get(`/u/${ana.user.username}`)).body);
    eventCard = ogPath((await get(`/e/${ana.user.username}/${eventId}`)).body);
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it('is open to everyone before the suspension', async () => {
    const { pages, api } = await everyDoor();
    for (const [name, res] of Object.entries(pages)) {
      expect([200, 302], name).toContain(res.statusCode);
    }
    expect(pages.link.statusCode).toBe(302);
    for (const name of ['profile', 'events', 'event', 'supporters'] as const) {
      expect(api[name].statusCode, name).toBe(200);
    }
    expect(api.report.statusCode).toBe(201);
    expect(api.checkout.statusCode, api.checkout.body).toBe(201);
    expect(api.viewBeacon.statusCode).toBe(204);
  });

  it('answers 403 with the message on every door once suspended, and deletes nothing', async () => {
    const before = {
      links: await rowCount(t, 'links'),
      events: await rowCount(t, 'events'),
      goals: await rowCount(t, 'goals'),
      donations: await rowCount(t, 'donations'),
    };
    const res = await suspend('Suplanta a otra artista');
    expect(res.statusCode, res.body).toBe(200);

    const { pages, api } = await everyDoor();
    for (const [name, page] of Object.entries(pages)) {
      expect(page.statusCode, name).toBe(403);
      expect(page.headers['content-type'], name).toContain('text/html');
      expect(page.body, name).toContain(SUSPENSION_MESSAGES.suspended);
    }
    expect(pages.link.headers.location).toBeUndefined();
    for (const [name, answer] of Object.entries(api)) {
      expect(answer.statusCode, `${name}: ${answer.body}`).toBe(403);
      expect(json(answer), name).toEqual({ message: SUSPENSION_MESSAGES.suspended });
    }
    // The no-JavaScript donation form is refused as well.
    const posted = await t.app.inject({
      method: 'POST',
      url: `/u/${ana.user.username}/aportar`,
      remoteAddress: '192.0.2.60',
      ...formBody({ amount: '1500' }),
    });
    expect(posted.statusCode).toBe(403);
    expect(posted.body).toContain(SUSPENSION_MESSAGES.suspended);

    // Listings leave the page's events out.
    const listing = json<{ data: { events: { id: number }[] } }>(await get('/api/public/events')).data.events;
    expect(listing.map((e) => e.id)).not.toContain(eventId);

    expect({
      links: await rowCount(t, 'links'),
      events: await rowCount(t, 'events'),
      goals: await rowCount(t, 'goals'),
      donations: await rowCount(t, 'donations'),
    }).toEqual(before);
  });

  it('tells the creator why: in the dashboard and by mail', async () => {
    const me = json<{ data: { user: { suspension: { reason: string } | null } } }>(
      await get('/api/auth/me', ana.headers),
    ).data.user;
    expect(me.suspension).toMatchObject({ reason: 'Suplanta a otra artista' });
    // The creator still reaches their own dashboard data.
    expect((await get('/api/links', ana.headers)).statusCode).toBe(200);

    await t.deps.mailQueue.runOnce();
    const mails = (await t.outbox()).filter((m) => m.to === ana.body.email);
    const notice = mails.find((m) => m.subject === 'Suspendimos tu página de Enlazá');
    expect(notice).toBeDefined();
    expect(notice?.text).toContain('Suplanta a otra artista');
  });

  it("'Reactivar' brings every door back", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/creators/${ana.user.id}/reactivate`,
      headers: operator.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { pages, api } = await everyDoor();
    for (const [name, page] of Object.entries(pages)) {
      expect([200, 302], name).toContain(page.statusCode);
    }
    for (const name of ['profile', 'events', 'event', 'supporters'] as const) {
      expect(api[name].statusCode, name).toBe(200);
    }
    expect(api.checkout.statusCode, api.checkout.body).toBe(201);
    const me = json<{ data: { user: { suspension: unknown } } }>(await get('/api/auth/me', ana.headers)).data
      .user;
    expect(me.suspension).toBeNull();
  });
});
