import { DONATION_MESSAGES } from '@enlaza/shared/donations';
import { HTTP_MESSAGES } from '@enlaza/shared/http';
import { PAYMENT_MESSAGES } from '@enlaza/shared/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerCreator, type TestApp } from '../../../test/test-app';
import {
  connectCreator,
  createGoal,
  formBody,
  rowCount,
} from '../../integrations/payments/testing/payment-test-helpers';
import { signNotification } from '../../integrations/payments/webhook-signature';

/** However malformed, no request to the payment routes gets a 500 or changes anything. */
describe('payment routes under malformed input', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let goalId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const creator = await registerCreator(t.app);
    headers = creator.headers;
    await connectCreator(t, creator);
    goalId = await createGoal(t, headers);
  });
  afterAll(() => t.close());

  /** The answer is one of the product's own Spanish messages. */
  const spanish = (body: string) => {
    const known = new Set<unknown>([
      ...Object.values(HTTP_MESSAGES),
      ...Object.values(DONATION_MESSAGES),
      ...Object.values(PAYMENT_MESSAGES),
    ]);
    expect(known.has((JSON.parse(body) as { message?: string }).message), body.slice(0, 200)).toBe(true);
  };

  it('checkout: bodies of every wrong shape are refused in Spanish', async () => {
    const before = await rowCount(t, 'donations');
    const bodies: [string, string][] = [
      ['', 'application/json'],
      ['null', 'application/json'],
      ['[]', 'application/json'],
      ['"texto"', 'application/json'],
      ['123', 'application/json'],
      ['{"goal_id":', 'application/json'],
      [`{"goal_id":{"$gt":0},"amount":500}`, 'application/json'],
      [`{"goal_id":${goalId},"amount":true}`, 'application/json'],
      [`{"goal_id":${goalId},"amount":[500]}`, 'application/json'],
      [`{"goal_id":true,"amount":500}`, 'application/json'],
      [`{"goal_id":${goalId},"amount":500,"donor_name":"Ana\\u0000"}`, 'application/json'],
      [`{"goal_id":${goalId},"amount":500,"message":"${'x'.repeat(100_000)}"}`, 'application/json'],
      [`{"goal_id":${goalId},"amount":500,"donor_name":["Ana"]}`, 'application/json'],
      ['goal_id=1&amount=500', 'application/x-www-form-urlencoded'],
      ['goal_id=1', 'text/plain'],
    ];
    let n = 0;
    for (const [payload, contentType] of bodies) {
      n += 1;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/donations/checkout',
        headers: { 'content-type': contentType },
        payload,
        remoteAddress: `10.99.0.${n}`,
      });
      expect([400, 415], payload.slice(0, 60)).toContain(res.statusCode);
      spanish(res.body);
    }
    expect(await rowCount(t, 'donations')).toBe(before);
  });

  it('webhook: odd queries, headers and bodies never reach a 500', async () => {
    const before = await rowCount(t, 'payment_notifications');
    const ts = String(Math.floor(Date.now() / 1000));
    const valid = signNotification(t.deps.config.payments.webhookSecret, { dataId: '1', ts });
    const requests = [
      { url: '/api/webhooks/mercadopago?data.id=1&data.id=2&type=payment', signature: valid, payload: '{}' },
      { url: '/api/webhooks/mercadopago?data.id=1', signature: `${valid},ts=1`, payload: '{}' },
      { url: '/api/webhooks/mercadopago?data.id=1', signature: 'ts=,v1=', payload: '{}' },
      { url: '/api/webhooks/mercadopago?data.id=1', signature: valid, payload: '{"type":' },
      { url: '/api/webhooks/mercadopago', signature: 'x'.repeat(10_000), payload: 'null' },
    ];
    for (const r of requests) {
      const res = await t.app.inject({
        method: 'POST',
        url: r.url,
        headers: { 'content-type': 'application/json', 'x-signature': r.signature },
        payload: r.payload,
      });
      expect([400, 401], r.url).toContain(res.statusCode);
      spanish(res.body);
    }
    // Signed without an x-request-id: acknowledged, but nothing is acted on (it could not be told from a replay).
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/mercadopago?data.id=1&type=payment',
      headers: { 'content-type': 'application/json', 'x-signature': valid },
      payload: { type: 'payment', data: { id: '1' } },
    });
    expect(anonymous.statusCode).toBe(200);
    expect(await rowCount(t, 'payment_notifications')).toBe(before);
    // Signed, but the body's fields are of every wrong type.
    const requestId = 'c0ffee00-0000-4000-8000-000000000001';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/mercadopago?data.id=1&type=payment',
      headers: {
        'content-type': 'application/json',
        'x-request-id': requestId,
        'x-signature': signNotification(t.deps.config.payments.webhookSecret, { dataId: '1', requestId, ts }),
      },
      payload: { type: ['payment'], user_id: { id: 1 }, data: 'x', action: 42 },
    });
    expect(res.statusCode).toBe(200);
    expect(await rowCount(t, 'payment_notifications')).toBe(before + 1);
  });

  it('callback, status and history: repeated and odd parameters are handled', async () => {
    const cb = await t.app.inject({
      method: 'GET',
      url: '/api/mercadopago/oauth/callback?state=a&state=b&code=x',
    });
    expect(cb.statusCode).toBe(302);
    expect(cb.headers.location).toBe('/dashboard?mp_error=invalid_state');
    const longState = await t.app.inject({
      method: 'GET',
      url: `/api/mercadopago/oauth/callback?state=${'s'.repeat(5000)}&code=x`,
    });
    expect(longState.headers.location).toBe('/dashboard?mp_error=invalid_state');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/mercadopago/status?force=1&force=2', headers }))
        .statusCode,
    ).toBe(200);
    for (const url of ['/api/donations/%00/status', `/api/donations/${'a'.repeat(99)}/status`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    const payment = await t.app.inject({
      method: 'GET',
      url: '/api/donations/00000000-0000-4000-8000-000000000000/status?payment_id=1&payment_id=2',
    });
    expect(payment.statusCode).toBe(404);
    for (const q of ['?status=all&status=pending', '?limit=1e3', '?page=-1', `?page=${'9'.repeat(400)}`]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/donations/received${q}`, headers });
      expect(res.statusCode, q).toBe(400);
      spanish(res.body);
    }
  });

  it('simulator pages: repeated fields and huge forms are refused politely', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/simulador/mercadopago/autorizar?state=a&state=b',
    });
    expect(res.statusCode).toBe(400);
    const post = await t.app.inject({
      method: 'POST',
      url: '/simulador/mercadopago/checkout/nada',
      ...formBody({ resultado: 'aprobar', x: 'y'.repeat(50_000) }),
    });
    expect(post.statusCode).toBe(404);
    expect(post.headers['content-type']).toContain('text/html');
  });
});
