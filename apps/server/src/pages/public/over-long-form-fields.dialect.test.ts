import { DONATION_MESSAGES } from '@enlaza/shared/donations';
import { MONTHLY_MESSAGES } from '@enlaza/shared/monthly';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedInput } from '../../../test/public-page-html';
import { createTestApp, registerCreator, type TestApp } from '../../../test/test-app';
import { createWebDistFixture } from '../../../test/web-dist-fixture';
import {
  connectCreator,
  createGoal,
  formBody,
  rowCount,
} from '../../integrations/payments/testing/payment-test-helpers';

type Creator = Awaited<ReturnType<typeof registerCreator>>;

/**
 * Issue 30: a plain form's field longer than 2.048 characters was dropped as if it were empty, so a
 * 5.000-character message became a checkout with no message. Now it gets the JSON API's Spanish
 * field error and nothing is created.
 */
describe('plain forms with over-long fields', () => {
  const web = createWebDistFixture();
  let t: TestApp;
  let ana: Creator;
  let tierId: number;
  let ip = 0;

  const post = (url: string, values: Record<string, string>) => {
    ip += 1;
    return t.app.inject({ method: 'POST', url, remoteAddress: `198.51.100.${ip}`, ...formBody(values) });
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: web.dir, PUBLIC_URL: 'https://enlaza.example' } });
    ana = await registerCreator(t.app, { full_name: 'Ana Prueba' });
    await connectCreator(t, ana);
    await createGoal(t, ana.headers);
    const tier = await t.app.inject({
      method: 'POST',
      url: '/api/monthly/tiers',
      headers: ana.headers,
      payload: { name: 'Club', amount: 2000, description: '', active: true },
    });
    expect(tier.statusCode, tier.body).toBe(201);
    tierId = (tier.json() as { data: { tier: { id: number } } }).data.tier.id;
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it('the donation form refuses a 5.000-character message like the JSON API, and starts no checkout', async () => {
    const before = await rowCount(t, 'donations');
    const res = await post(`/u/${ana.user.username}/aportar`, {
      amount: '1500',
      donor_name: 'Juli',
      message: 'x'.repeat(5000),
    });
    expect(res.statusCode).toBe(400);
    const page = embeddedInput(res.body).page;
    if (page.kind !== 'donate') throw new Error('not the donation page');
    expect(page.errors.message).toBe(DONATION_MESSAGES.messageMax);
    expect(res.body).toContain(DONATION_MESSAGES.messageMax);
    expect(await rowCount(t, 'donations')).toBe(before);

    const longName = await post(`/u/${ana.user.username}/aportar`, {
      amount: '1500',
      donor_name: 'n'.repeat(3000),
    });
    expect(longName.statusCode).toBe(400);
    expect(longName.body).toContain(DONATION_MESSAGES.donorNameMax);
    expect(await rowCount(t, 'donations')).toBe(before);

    // The JSON API answers the same field error.
    const api = await t.app.inject({
      method: 'POST',
      url: '/api/donations/checkout',
      remoteAddress: '198.51.100.250',
      payload: { goal_id: page.goal?.id, amount: 1500, message: 'x'.repeat(5000) },
    });
    expect(api.statusCode).toBe(400);
    expect(api.body).toContain(DONATION_MESSAGES.messageMax);
  });

  it("the event's donation form ('pasar la gorra') refuses a 5.000-character message too", async () => {
    const event = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: ana.headers,
      payload: { title: 'Show en el Galpón', event_date: '2099-03-20', location: 'El Galpón' },
    });
    expect(event.statusCode, event.body).toBe(201);
    const eventId = (event.json() as { data: { event: { id: number } } }).data.event.id;
    const before = await rowCount(t, 'donations');
    const res = await post(`/e/${ana.user.username}/${eventId}/aportar`, {
      monto: '500',
      nombre: 'Caro',
      mensaje: 'x'.repeat(5000),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(DONATION_MESSAGES.messageMax);
    expect(await rowCount(t, 'donations')).toBe(before);
  });

  it('the monthly subscribe form refuses an over-long message, and creates no subscription', async () => {
    const before = await rowCount(t, 'monthly_subscriptions');
    const res = await post(`/u/${ana.user.username}/mensual/${tierId}`, {
      supporter_name: 'Caro',
      email: 'caro@example.com',
      message: 'm'.repeat(5000),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(MONTHLY_MESSAGES.messageMax);
    expect(await rowCount(t, 'monthly_subscriptions')).toBe(before);
  });

  it("'/baja' calls an over-long email invalid, not missing", async () => {
    const res = await post('/baja', { email: `${'a'.repeat(3000)}@example.com` });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(MONTHLY_MESSAGES.emailInvalid);
    expect(res.body).not.toContain(MONTHLY_MESSAGES.emailRequired);
  });
});
