import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, registerCreator, type TestApp } from '../../../../test/test-app';
import { PaymentProviderError } from '../payments-port';
import { FakeMercadoPago } from '../testing/fake-mercadopago-server';
import { connectAtFake } from '../testing/payment-test-helpers';
import { MercadoPagoPayments } from './mercadopago-payments';
import { withoutActivation } from './mercadopago-schemas';

const REDIRECT = 'https://enlaza.example/api/mercadopago/oauth/callback';
const SELLER = '424242424';
const OTHER = '515151515';
const BACK = 'https://enlaza.example/u/ana/mensual/gracias';

describe('Mercado Pago subscriptions through the real adapter, against a local fake', () => {
  const fake = new FakeMercadoPago();
  let adapter: MercadoPagoPayments;

  const tokenOf = async (seller: string) => {
    const url = adapter.authorizationUrl({ state: 'estado', redirectUri: REDIRECT });
    const code = new URL(fake.authorize(url, seller)).searchParams.get('code') ?? '';
    return adapter.exchangeCode({ code, redirectUri: REDIRECT });
  };

  const newPlanAndSubscription = async (token: string) => {
    const plan = await adapter.createPlan(token, { reason: 'Fan del disco', back_url: BACK, amount: 2000 });
    const subscription = await adapter.createSubscription(token, {
      plan_id: plan.id,
      external_reference: 'nuestro-uuid',
      payer_email: 'fan@example.com',
      reason: 'Fan del disco',
      back_url: `${BACK}?ref=nuestro-uuid`,
      amount: 2000,
    });
    return { plan, subscription };
  };

  beforeAll(async () => {
    await fake.start();
    adapter = new MercadoPagoPayments({
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      apiBaseUrl: fake.baseUrl,
      authBaseUrl: fake.baseUrl,
      testToken: false,
    });
  });
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.received.length = 0;
  });

  it("creates the plan with the creator's token: monthly, in ARS, with reason and back_url", async () => {
    const { access_token } = await tokenOf(SELLER);
    const plan = await adapter.createPlan(access_token, {
      reason: 'Fan del disco',
      back_url: BACK,
      amount: 2000,
    });
    expect(plan).toMatchObject({ status: 'active', reason: 'Fan del disco', amount: 2000 });
    expect(plan.init_point).toContain('preapproval_plan_id=');
    const call = fake.received.find((r) => r.path === '/preapproval_plan');
    expect(call?.method).toBe('POST');
    expect(call?.headers.authorization).toBe(`Bearer ${access_token}`);
    expect(call?.headers['x-idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(call?.body).toEqual({
      reason: 'Fan del disco',
      back_url: BACK,
      auto_recurring: {
        frequency: 1,
        frequency_type: 'months',
        transaction_amount: 2000,
        currency_id: 'ARS',
      },
    });
    // No commission field of any kind: the subscriptions API has none.
    expect(JSON.stringify(call?.body)).not.toContain('marketplace');

    const closed = await adapter.updatePlan(access_token, plan.id, { status: 'inactive' });
    expect(closed.status).toBe('inactive');
    const put = fake.received.find((r) => r.method === 'PUT');
    expect(put).toMatchObject({ path: `/preapproval_plan/${plan.id}`, body: { status: 'inactive' } });
    expect(put?.headers['content-type']).toBe('application/json');
  });

  it('creates a yearly plan with a free first month, and an open plan whose subscription carries its own amount (issue 34)', async () => {
    const { access_token } = await tokenOf(SELLER);
    const yearly = await adapter.createPlan(access_token, {
      reason: 'Club anual',
      back_url: BACK,
      amount: 20_000,
      frequency_months: 12,
      free_trial: true,
    });
    expect(yearly).toMatchObject({ status: 'active', amount: 20_000 });
    const yearlyCall = fake.received.filter((r) => r.path === '/preapproval_plan').at(-1);
    expect(yearlyCall?.body).toEqual({
      reason: 'Club anual',
      back_url: BACK,
      auto_recurring: {
        frequency: 12,
        frequency_type: 'months',
        transaction_amount: 20_000,
        currency_id: 'ARS',
        free_trial: { frequency: 1, frequency_type: 'months' },
      },
    });
    const yearlySub = await adapter.createSubscription(access_token, {
      plan_id: yearly.id,
      external_reference: 'anual-uuid',
      payer_email: 'fan@example.com',
      reason: 'Club anual',
      back_url: BACK,
      amount: 20_000,
      frequency_months: 12,
    });
    expect(fake.subscriptions.subscriptions.get(yearlySub.id)?.auto_recurring).toMatchObject({
      frequency: 12,
      transaction_amount: 20_000,
    });

    const open = await adapter.createPlan(access_token, {
      reason: 'Monto libre',
      back_url: BACK,
      amount: 1500,
      open_amount: true,
    });
    const openCall = fake.received.filter((r) => r.path === '/preapproval_plan').at(-1);
    expect(openCall?.body).toEqual({
      reason: 'Monto libre',
      back_url: BACK,
      auto_recurring: { frequency: 1, frequency_type: 'months', currency_id: 'ARS' },
    });
    const chosen = await adapter.createSubscription(access_token, {
      plan_id: open.id,
      external_reference: 'libre-uuid',
      payer_email: 'fan@example.com',
      reason: 'Monto libre',
      back_url: BACK,
      amount: 2500,
    });
    expect(chosen.amount).toBe(2500);
    // Over the provider's maximum per charge: refused there.
    await expect(
      adapter.createSubscription(access_token, {
        plan_id: open.id,
        external_reference: 'libre-uuid-2',
        payer_email: 'fan@example.com',
        reason: 'Monto libre',
        back_url: BACK,
        amount: 250_001,
      }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('creates a pending subscription whose init_point has activation=true stripped', async () => {
    const { access_token } = await tokenOf(SELLER);
    const { plan, subscription } = await newPlanAndSubscription(access_token);
    const stored = fake.subscriptions.subscriptions.get(subscription.id);
    expect(stored?.init_point).toContain('&activation=true');
    expect(subscription).toMatchObject({
      plan_id: plan.id,
      status: 'pending',
      payer_email: 'fan@example.com',
      external_reference: 'nuestro-uuid',
      amount: 2000,
      init_point: `https://www.mercadopago.com.ar/subscriptions/checkout?preapproval_id=${subscription.id}`,
    });
    const call = fake.received.find((r) => r.path === '/preapproval' && r.method === 'POST');
    expect(call?.body).toMatchObject({
      preapproval_plan_id: plan.id,
      external_reference: 'nuestro-uuid',
      payer_email: 'fan@example.com',
      back_url: `${BACK}?ref=nuestro-uuid`,
      status: 'pending',
    });
    expect(withoutActivation('https://x.example/c?a=1&activation=true&b=2')).toBe(
      'https://x.example/c?a=1&b=2',
    );
    expect(withoutActivation('https://x.example/c?a=1')).toBe('https://x.example/c?a=1');
  });

  it("reads a rejected charge the provider retries: 'recycling', the payment's reason and the next retry (issue 34)", async () => {
    const { access_token } = await tokenOf(SELLER);
    const { subscription } = await newPlanAndSubscription(access_token);
    fake.subscriptions.authorize(subscription.id);
    const declined = fake.subscriptions.decline(
      subscription.id,
      'cc_rejected_card_disabled',
      '2026-03-13T12:00:00.000-03:00',
    );
    const invoice = await adapter.getInvoice(access_token, String(declined.id));
    expect(invoice).toMatchObject({
      status: 'recycling',
      retry_attempt: 1,
      next_retry_date: '2026-03-13T12:00:00.000-03:00',
      payment: { status: 'rejected', status_detail: 'cc_rejected_card_disabled' },
    });
    const read = await adapter.getSubscription(access_token, subscription.id);
    expect(read.init_point).toContain(subscription.id);
  });

  it('reads subscriptions and invoices, cancels with PUT, and searches for reconciliation', async () => {
    const { access_token } = await tokenOf(SELLER);
    const { plan, subscription } = await newPlanAndSubscription(access_token);
    fake.subscriptions.authorize(subscription.id);
    const first = fake.subscriptions.charge(subscription.id);
    const second = fake.subscriptions.charge(subscription.id, 'rejected');

    const read = await adapter.getSubscription(access_token, subscription.id);
    expect(read.status).toBe('authorized');
    expect(read.next_payment_date).not.toBeNull();

    const invoice = await adapter.getInvoice(access_token, String(first.id));
    expect(invoice).toEqual({
      id: String(first.id),
      preapproval_id: subscription.id,
      status: 'processed',
      retry_attempt: 0,
      amount: 2000,
      debit_date: first.debit_date,
      payment: { id: String(first.payment?.id), status: 'approved', status_detail: 'accredited' },
      last_modified: first.last_modified,
      next_retry_date: null,
    });
    const invoices = await adapter.searchInvoices(access_token, { preapproval_id: subscription.id });
    expect(invoices.map((i) => i.id)).toEqual([String(second.id), String(first.id)]);
    expect(invoices[0]?.payment?.status).toBe('rejected');
    const searchCall = fake.received.find((r) => r.path === '/authorized_payments/search');
    expect(new URLSearchParams(searchCall?.query).get('preapproval_id')).toBe(subscription.id);

    const found = await adapter.searchSubscriptions(access_token, { plan_id: plan.id });
    expect(found.map((s) => s.id)).toEqual([subscription.id]);
    expect(
      new URLSearchParams(fake.received.find((r) => r.path === '/preapproval/search')?.query).get(
        'preapproval_plan_id',
      ),
    ).toBe(plan.id);

    const cancelled = await adapter.setSubscriptionStatus(access_token, subscription.id, 'cancelled');
    expect(cancelled.status).toBe('cancelled');
    // The fake server saw the PUT.
    expect(fake.received.filter((r) => r.method === 'PUT')).toEqual([
      expect.objectContaining({ path: `/preapproval/${subscription.id}`, body: { status: 'cancelled' } }),
    ]);
    await expect(
      adapter.setSubscriptionStatus(access_token, subscription.id, 'authorized'),
    ).rejects.toMatchObject({
      status: 400,
    });
  });

  it("answers 404 for another seller's objects and surfaces a refused token as tokenExpired", async () => {
    const mine = await tokenOf(SELLER);
    const theirs = await tokenOf(OTHER);
    const { plan, subscription } = await newPlanAndSubscription(theirs.access_token);
    const invoice = fake.subscriptions.charge(subscription.id);
    for (const call of [
      adapter.getSubscription(mine.access_token, subscription.id),
      adapter.getInvoice(mine.access_token, String(invoice.id)),
      adapter.setSubscriptionStatus(mine.access_token, subscription.id, 'cancelled'),
      adapter.updatePlan(mine.access_token, plan.id, { status: 'inactive' }),
    ]) {
      await expect(call).rejects.toMatchObject({ status: 404, notFound: true, tokenExpired: false });
    }
    expect(await adapter.searchSubscriptions(mine.access_token, { plan_id: plan.id })).toEqual([]);
    expect(await adapter.searchInvoices(mine.access_token, { preapproval_id: subscription.id })).toEqual([]);
    expect(fake.subscriptions.subscriptions.get(subscription.id)?.status).toBe('pending');

    fake.expireAccessTokens(OTHER);
    const error = await adapter.getSubscription(theirs.access_token, subscription.id).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ status: 401, tokenExpired: true });
  });
});

describe("Mercado Pago subscriptions with the creator's connection: refresh on 401", () => {
  const fake = new FakeMercadoPago();
  let t: TestApp;

  beforeAll(async () => {
    await fake.start();
    t = await createTestApp({
      env: fake.appEnv(),
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it('refreshes the expired token once and retries the subscriptions call', async () => {
    const creator = await registerCreator(t.app);
    expect(await connectAtFake(t, fake, creator.headers, SELLER)).toBe('/dashboard?mp_success=true');
    const payments = t.deps.payments;
    const access = t.deps.paymentConnection;
    const plan = await access.withToken(creator.user.id, (token) =>
      payments.createPlan(token, { reason: 'Fan', back_url: BACK, amount: 1500 }),
    );
    fake.expireAccessTokens(SELLER);
    const refreshes = fake.refreshes;
    const closed = await access.withToken(creator.user.id, (token) =>
      payments.updatePlan(token, plan.id, { status: 'inactive' }),
    );
    expect(closed.status).toBe('inactive');
    expect(fake.refreshes).toBe(refreshes + 1);
    const puts = fake.received.filter((r) => r.method === 'PUT').map((r) => r.headers.authorization);
    // The refused call, then the retry with the new token.
    expect(puts).toHaveLength(2);
    expect(puts[0]).not.toBe(puts[1]);
  });
});
