import { SUPPORTERS_MESSAGES } from '@enlaza/shared/donations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { createWebDistFixture } from '../../../test/web-dist-fixture';
import {
  connectCreator,
  createGoal,
  formBody,
  notify,
  payQuietly,
  rowCount,
  startDonation,
} from '../../integrations/payments/testing/payment-test-helpers';

type Creator = Awaited<ReturnType<typeof registerCreator>>;

/** Issue 20: 'Apoyos' on the public page and /u/{username}/apoyos, readable without JavaScript. */
describe('the supporters’ wall on the server-rendered pages', () => {
  const web = createWebDistFixture();
  let t: TestApp;
  let ana: Creator;
  let empty: Creator;
  let clock: TestClock;

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const entries = (html: string) => html.match(/data-testid="supporter"/g)?.length ?? 0;

  beforeAll(async () => {
    clock = new TestClock(new Date('2026-03-10T15:00:00.000Z'));
    t = await createTestApp({ clock, env: { WEB_DIST_DIR: web.dir, PUBLIC_URL: 'https://enlaza.example' } });
    ana = await registerCreator(t.app, { full_name: 'Ana Prueba' });
    empty = await registerCreator(t.app, { full_name: 'Sin Apoyos' });
    const seller = await connectCreator(t, ana);
    const goalId = await createGoal(t, ana.headers);
    for (let i = 1; i <= 22; i += 1) {
      const extra =
        i === 22
          ? { donor_name: 'Caro', message: '¡Vamos, Ana!', hide_amount: true }
          : { donor_name: `Donante ${i}`, message: `Mensaje ${i}` };
      const { donation_id } = await startDonation(t, goalId, 100 + i, extra);
      const payment = await payQuietly(t, donation_id, 'approve');
      await notify(t, payment.id, seller);
      clock.advance(60_000);
    }
    clock.advance(2 * 3600_000);
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it("shows 'Apoyos' under the goal with the latest five, a relative time and 'Ver todos'", async () => {
    const res = await get(`/u/${ana.user.username}`);
    expect(res.statusCode).toBe(200);
    const section = res.body.slice(res.body.indexOf('id="sp-title"'));
    expect(section).toContain('>Apoyos<');
    expect(entries(res.body)).toBe(5);
    expect(section).toContain('Caro');
    expect(section).toContain('¡Vamos, Ana!');
    expect(section).not.toContain('$ 122');
    expect(section).toContain('Donante 21');
    expect(section).not.toContain('Donante 17<');
    // Counted from the render (the real time here, not the test clock).
    expect(section).toMatch(/<time[^>]*dateTime="[^"]+"[^>]*>hace /);
    expect(res.body).toContain(`href="/u/${ana.user.username}/apoyos"`);
    expect(res.body.indexOf('pp-goal')).toBeLessThan(res.body.indexOf('id="sp-title"'));

    // A page that cannot take a contribution (no Mercado Pago, no goal) invites none (issue 30).
    const none = await get(`/u/${empty.user.username}`);
    expect(none.statusCode).toBe(200);
    expect(none.body).not.toContain(SUPPORTERS_MESSAGES.empty);
    expect(none.body).not.toContain('id="sp-title"');
    // A connected creator with a goal and no supporters yet: the invitation shows.
    await connectCreator(t, empty);
    await createGoal(t, empty.headers);
    const open = await get(`/u/${empty.user.username}`);
    expect(open.body).toContain(SUPPORTERS_MESSAGES.empty);
  });

  it('/apoyos pages by 20 with Anteriores / Siguientes links', async () => {
    const first = await get(`/u/${ana.user.username}/apoyos`);
    expect(first.statusCode).toBe(200);
    expect(entries(first.body)).toBe(20);
    expect(first.body).toContain(`href="/u/${ana.user.username}/apoyos?page=2"`);
    expect(first.body).toContain('>Siguientes<');
    expect(first.body).not.toContain('>Anteriores<');
    const second = await get(`/u/${ana.user.username}/apoyos?page=2`);
    expect(entries(second.body)).toBe(2);
    expect(second.body).toContain('Donante 1<');
    expect(second.body).toContain('>Anteriores<');
    expect((await get(`/u/${ana.user.username}/apoyos?page=abc`)).statusCode).toBe(302);
    expect((await get('/u/nadie-por-aca/apoyos')).statusCode).toBe(404);
  });

  it("'Denunciar' posts a plain form: stored and thanked, or the Spanish message at its entry", async () => {
    const page = await get(`/u/${ana.user.username}/apoyos`);
    const action = /action="(\/u\/[^"]+\/denunciar)"/.exec(page.body)?.[1] ?? '';
    expect(action).not.toBe('');
    const before = await rowCount(t, 'donation_reports');

    const blank = await t.app.inject({ method: 'POST', url: action, ...formBody({ reason: '  ' }) });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain(SUPPORTERS_MESSAGES.reasonRequired);
    expect(await rowCount(t, 'donation_reports')).toBe(before);

    const sent = await t.app.inject({ method: 'POST', url: action, ...formBody({ reason: 'Es spam' }) });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`/u/${ana.user.username}/apoyos?denuncia=enviada`);
    expect(await rowCount(t, 'donation_reports')).toBe(before + 1);
    const thanked = await get(String(sent.headers.location));
    expect(thanked.body).toContain(SUPPORTERS_MESSAGES.reported);
  });
});
