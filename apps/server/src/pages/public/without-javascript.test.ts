import { DONATION_MESSAGES, donationsClosedText } from '@enlaza/shared/donations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedInput, PHONE_BROWSER } from '../../../test/public-page-html';
import { createTestApp, json, linkClickCount, registerCreator, type TestApp } from '../../../test/test-app';
import { createWebDistFixture } from '../../../test/web-dist-fixture';
import {
  connectCreator,
  createGoal,
  formBody,
  rowCount,
} from '../../integrations/payments/testing/payment-test-helpers';

const BROWSER = PHONE_BROWSER;
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

type Creator = Awaited<ReturnType<typeof registerCreator>>;

describe('the public page without JavaScript', () => {
  const web = createWebDistFixture();
  let t: TestApp;
  let ana: Creator;
  let other: Creator;
  let linkId: number;
  let hiddenLinkId: number;

  const addLink = async (who: Creator, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/links', headers: who.headers, payload });
    expect(res.statusCode, res.body).toBe(201);
    return json<{ data: { link: { id: number } } }>(res).data.link.id;
  };
  const follow = (id: number | string, ip = '203.0.113.7', userAgent = BROWSER) =>
    t.app.inject({ method: 'GET', url: `/l/${id}`, headers: { 'user-agent': userAgent }, remoteAddress: ip });
  const clicks = (id: number) => linkClickCount(t, id);
  const donate = (username: string, values: Record<string, string>, ip = '198.51.100.9') =>
    t.app.inject({ method: 'POST', url: `/u/${username}/aportar`, remoteAddress: ip, ...formBody(values) });

  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: web.dir, PUBLIC_URL: 'https://enlaza.example' } });
    ana = await registerCreator(t.app, { full_name: 'Ana Prueba' });
    other = await registerCreator(t.app, { full_name: 'Otra Persona' });
    linkId = await addLink(ana, { title: 'Mi tienda', url: 'https://tienda.example.com/ñandú?a=1' });
    hiddenLinkId = await addLink(ana, { title: 'Oculto', url: 'https://oculto.example.com' });
    await t.app.inject({
      method: 'PUT',
      url: `/api/links/${hiddenLinkId}`,
      headers: ana.headers,
      payload: { is_active: false },
    });
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  describe('links: /l/{id}', () => {
    it('is the href the server renders, with the destination in the title and rel="noopener"', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/u/${ana.user.username}` });
      expect(res.statusCode).toBe(200);
      const anchor = new RegExp(`<a[^>]*href="/l/${linkId}"[^>]*>`).exec(res.body)?.[0] ?? '';
      expect(anchor).toContain('title="https://tienda.example.com/%C3%B1and%C3%BA?a=1"');
      expect(anchor).toContain('rel="noopener"');
      expect(res.body).not.toContain(`/l/${hiddenLinkId}`);
    });

    it('redirects 302 to the link and counts the click once per visitor, like the beacon', async () => {
      const first = await follow(linkId);
      expect(first.statusCode).toBe(302);
      expect(first.headers.location).toBe('https://tienda.example.com/%C3%B1and%C3%BA?a=1');
      expect(first.headers['cache-control']).toBe('no-store');
      expect(await clicks(linkId)).toBe(1);
      // The same visitor again within seconds: still redirected, not counted again.
      expect((await follow(linkId)).statusCode).toBe(302);
      expect(await clicks(linkId)).toBe(1);
      // A crawler is redirected but never counted.
      expect((await follow(linkId, '203.0.113.8', BOT)).statusCode).toBe(302);
      expect(await clicks(linkId)).toBe(1);
      expect((await follow(linkId, '203.0.113.9')).statusCode).toBe(302);
      expect(await clicks(linkId)).toBe(2);
      // A HEAD (a link checker) is answered, not counted.
      const head = await t.app.inject({
        method: 'HEAD',
        url: `/l/${linkId}`,
        headers: { 'user-agent': BROWSER },
        remoteAddress: '203.0.113.10',
      });
      expect(head.statusCode).toBe(302);
      expect(await clicks(linkId)).toBe(2);
    });

    it('keeps the per-IP cap of the beacon', async () => {
      const id = await addLink(other, { title: 'Radio', url: 'https://radio.example.com' });
      for (let i = 0; i < 12; i += 1) {
        const res = await follow(id, '192.0.2.50', `${BROWSER} visitor-${i}`);
        expect(res.statusCode).toBe(302);
      }
      expect(await clicks(id)).toBe(10);
    });

    it('answers the 404 page for hidden, unknown and malformed ids', async () => {
      for (const id of [hiddenLinkId, 999_999, 'abc', '0', '99999999999']) {
        const res = await follow(id);
        expect(res.statusCode, String(id)).toBe(404);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.body).toContain('Enlace no encontrado');
      }
      expect(await clicks(hiddenLinkId)).toBe(0);
    });
  });

  describe('donating: /u/{username}/aportar', () => {
    let goalId: number;

    beforeAll(async () => {
      await connectCreator(t, ana);
      goalId = await createGoal(t, ana.headers, 80_000);
    });

    it('links the goal card’s Aportar to the server-rendered form', async () => {
      const profile = await t.app.inject({ method: 'GET', url: `/u/${ana.user.username}` });
      expect(profile.body).toContain(`href="/u/${ana.user.username}/aportar"`);

      const res = await t.app.inject({ method: 'GET', url: `/u/${ana.user.username}/aportar` });
      expect(res.statusCode).toBe(200);
      const form = /<form[^>]*>/.exec(res.body)?.[0] ?? '';
      expect(form).toContain(`action="/u/${ana.user.username}/aportar"`);
      expect(form).toContain('method="post"');
      expect(res.body).toContain('name="donor_name"');
      expect(res.body).toContain('name="message"');
      expect(res.body).toContain('Apoyar a Ana Prueba');
      // The checkout page is on the provider's site: the form may be redirected there.
      expect(res.headers['content-security-policy']).toContain("form-action 'self' https:");
      expect(embeddedInput(res.body).page.kind).toBe('donate');
    });

    it('starts the checkout and answers 303 to the payment page', async () => {
      const before = await rowCount(t, 'donations');
      const res = await donate(ana.user.username, {
        amount: '1.500',
        donor_name: 'Juli',
        message: '¡Vamos!',
      });
      expect(res.statusCode, res.body).toBe(303);
      const location = String(res.headers.location);
      expect(location).toMatch(/^https?:\/\//);
      expect(await rowCount(t, 'donations')).toBe(before + 1);
      const row = await t.database.db
        .selectFrom('donations')
        .selectAll()
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      expect([row.goal_id, row.amount_cents, row.donor_name, row.message]).toEqual([
        goalId,
        150_000,
        'Juli',
        '¡Vamos!',
      ]);
    });

    it('takes a suggested amount from its button', async () => {
      const res = await donate(ana.user.username, { chip: '2000', amount: '' });
      expect(res.statusCode, res.body).toBe(303);
      const row = await t.database.db
        .selectFrom('donations')
        .select('amount_cents')
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      expect(row.amount_cents).toBe(200_000);
    });

    it('renders the form again with the Spanish messages and what was typed; nothing is created', async () => {
      const before = await rowCount(t, 'donations');
      const res = await donate(ana.user.username, {
        amount: '99',
        donor_name: 'Juli',
        message: 'x'.repeat(600),
      });
      expect(res.statusCode).toBe(400);
      const page = embeddedInput(res.body).page;
      if (page.kind !== 'donate') throw new Error('not the donation page');
      expect(page.errors.amount).toBe(DONATION_MESSAGES.amountMin);
      expect(page.errors.message).toBeTruthy();
      expect(page.values.donor_name).toBe('Juli');
      expect(res.body).toContain(DONATION_MESSAGES.amountMin);
      expect(res.body).toContain('value="Juli"');
      expect(await rowCount(t, 'donations')).toBe(before);

      const empty = await donate(ana.user.username, {});
      expect(empty.statusCode).toBe(400);
    });

    it('says why a creator without a Mercado Pago connection takes no donations', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/u/${other.user.username}/aportar` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(donationsClosedText('not-connected', 'Otra Persona'));
      const post = await donate(other.user.username, { amount: '1000' });
      expect(post.statusCode).toBe(409);
      expect(post.body).toContain(donationsClosedText('not-connected', 'Otra Persona'));
    });

    it('says calmly why a connected creator without an active goal takes no donations', async () => {
      const carla = await registerCreator(t.app, { full_name: 'Carla Sin Meta' });
      await connectCreator(t, carla);
      const profile = await t.app.inject({ method: 'GET', url: `/u/${carla.user.username}` });
      expect(profile.statusCode).toBe(200);
      expect(profile.body).not.toContain(`/u/${carla.user.username}/aportar`);

      const res = await t.app.inject({ method: 'GET', url: `/u/${carla.user.username}/aportar` });
      expect(res.statusCode).toBe(200);
      const sentence =
        'Carla Sin Meta no tiene un objetivo activo en este momento, así que por ahora su página no recibe aportes.';
      expect(donationsClosedText('no-goal', 'Carla Sin Meta')).toBe(sentence);
      expect(res.body).toContain(`<p class="dn-intro">${sentence}</p>`);
      expect(res.body).not.toContain('role="alert"');
      expect(res.body).not.toContain('dn-error');
      expect(res.body).not.toContain('todavía no están disponibles');
      const post = await donate(carla.user.username, { amount: '1000' });
      expect(post.statusCode).toBe(409);
      expect(post.body).toContain(sentence);
      expect(post.body).not.toContain('role="alert"');
    });

    it('answers 404 for an unknown creator, and refuses a malformed body without a 500', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/u/nadie-existe/aportar' })).statusCode).toBe(404);
      expect((await donate('nadie-existe', { amount: '1000' })).statusCode).toBe(404);
      const garbage = await t.app.inject({
        method: 'POST',
        url: `/u/${ana.user.username}/aportar`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '%%%&&&=\u0000',
      });
      expect(garbage.statusCode).toBeLessThan(500);
      const asJson = await t.app.inject({
        method: 'POST',
        url: `/u/${ana.user.username}/aportar`,
        payload: { amount: 'mucho' },
      });
      expect(asJson.statusCode).toBeLessThan(500);
    });
  });
});
