import { MONEY_MESSAGES } from '@enlaza/shared/money';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { verifyEmail } from '../../../test/verify-email';
import { PaymentProviderError } from '../../integrations/payments/payments-port';
import {
  checkout,
  connectCreator,
  createGoal,
  preferenceOf,
  rowCount,
  simulatorOf,
  startDonation,
} from '../../integrations/payments/testing/payment-test-helpers';

const WHOLE_PESOS = MONEY_MESSAGES.wholePesos;

interface ErrorBody {
  message: string;
  errors?: { field: string; message: string }[];
}

describe('POST /donations/checkout', () => {
  let t: TestApp;
  let goalId: number;
  let creator: Awaited<ReturnType<typeof registerCreator>>;

  beforeAll(async () => {
    t = await createTestApp();
    creator = await registerCreator(t.app, { full_name: 'Lucía Fernández' });
    await connectCreator(t, creator);
    goalId = await createGoal(t, creator.headers);
  });
  afterAll(() => t.close());

  const counts = async () => ({
    donations: await rowCount(t, 'donations'),
    preferences: await rowCount(t, 'sim_mp_preferences'),
  });

  it('refuses invalid input with Spanish field messages and creates nothing', async () => {
    const before = await counts();
    const cases: [unknown, string, string][] = [
      [{ goal_id: goalId, amount: 99 }, 'amount', 'El monto mínimo es $\u00a0100'],
      [{ goal_id: goalId, amount: 99.99 }, 'amount', WHOLE_PESOS],
      [{ goal_id: goalId, amount: -500 }, 'amount', WHOLE_PESOS],
      [{ amount: 500 }, 'goal_id', 'goal_id es requerido'],
      [{ goal_id: '', amount: 500 }, 'goal_id', 'goal_id es requerido'],
      [{ goal_id: 'abc', amount: 500 }, 'goal_id', 'goal_id no es válido'],
      [{ goal_id: 1.5, amount: 500 }, 'goal_id', 'goal_id no es válido'],
      [{ goal_id: 99_999_999_999, amount: 500 }, 'goal_id', 'goal_id no es válido'],
      [{ goal_id: goalId }, 'amount', 'Ingresa el monto de tu aporte'],
      [{ goal_id: goalId, amount: 'mucho' }, 'amount', WHOLE_PESOS],
      [{ goal_id: goalId, amount: { a: 1 } }, 'amount', WHOLE_PESOS],
      // Whole pesos only: hex, exponents, signs and centavos are not amounts.
      [{ goal_id: goalId, amount: '0x64' }, 'amount', WHOLE_PESOS],
      [{ goal_id: goalId, amount: '1e3' }, 'amount', WHOLE_PESOS],
      [{ goal_id: goalId, amount: '+500' }, 'amount', WHOLE_PESOS],
      [{ goal_id: goalId, amount: '500.50' }, 'amount', WHOLE_PESOS],
      [{ goal_id: goalId, amount: 100.5 }, 'amount', WHOLE_PESOS],
      [{ goal_id: goalId, amount: 10_000_001 }, 'amount', 'El monto máximo es $\u00a010.000.000'],
      [
        { goal_id: goalId, amount: 500, donor_name: 'x'.repeat(61) },
        'donor_name',
        'El nombre no puede tener más de 60 caracteres',
      ],
      [
        { goal_id: goalId, amount: 500, message: 'x'.repeat(501) },
        'message',
        'El mensaje no puede tener más de 500 caracteres',
      ],
      [{ goal_id: goalId, amount: 500, message: 42 }, 'message', 'El mensaje no es válido'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await checkout(t, payload);
      expect(res.statusCode, message).toBe(400);
      expect(json<ErrorBody>(res).errors?.[0]).toEqual({ field, message });
    }
    expect((await checkout(t, [1, 2])).statusCode).toBe(400);
    const infinite = await t.app.inject({
      method: 'POST',
      url: '/api/donations/checkout',
      headers: { 'content-type': 'application/json' },
      payload: `{"goal_id":${goalId},"amount":1e309}`,
      remoteAddress: '10.200.0.1',
    });
    expect(json<ErrorBody>(infinite).errors).toEqual([{ field: 'amount', message: WHOLE_PESOS }]);
    expect(await counts()).toEqual(before);
  });

  it('answers 404 / 409 in Spanish for a goal that cannot take donations, creating nothing', async () => {
    const before = await counts();
    const unknown = await checkout(t, { goal_id: 987654, amount: 500 });
    expect(unknown.statusCode).toBe(404);
    expect(json<ErrorBody>(unknown).message).toBe('Objetivo no encontrado');

    const other = await registerCreator(t.app);
    await connectCreator(t, other);
    const inactiveGoal = await createGoal(t, other.headers);
    await t.app.inject({
      method: 'PUT',
      url: `/api/goals/${inactiveGoal}`,
      headers: other.headers,
      payload: { is_active: false },
    });
    const inactive = await checkout(t, { goal_id: inactiveGoal, amount: 500 });
    expect(inactive.statusCode).toBe(409);
    expect(json<ErrorBody>(inactive).message).toBe('Este objetivo ya no recibe donaciones');

    const unconnected = await registerCreator(t.app);
    await verifyEmail(t, unconnected);
    const unconnectedGoal = await createGoal(t, unconnected.headers);
    const refused = await checkout(t, { goal_id: unconnectedGoal, amount: 500 });
    expect(refused.statusCode).toBe(409);
    expect(json<ErrorBody>(refused).message).toBe('Este creador todavía no puede recibir donaciones');
    expect(await counts()).toEqual(before);
  });

  it('creates a pending donation and a preference with the fee, reference and URLs', async () => {
    const res = await checkout(t, {
      goal_id: String(goalId),
      amount: '1.234',
      donor_name: '  Ana  ',
      message: ' ¡Fuerza! ',
    });
    expect(res.statusCode).toBe(201);
    const body = json<{ success: boolean; data: { donation_id: string; checkout_url: string } }>(res);
    expect(body.success).toBe(true);
    expect(Object.keys(body.data).sort()).toEqual(['checkout_url', 'donation_id']);
    const id = body.data.donation_id;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    const row = await t.database.db
      .selectFrom('donations')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      external_reference: id,
      user_id: creator.user.id,
      goal_id: goalId,
      amount_cents: 123_400,
      platform_commission_cents: 2_468,
      creator_amount_cents: 120_932,
      currency: 'ARS',
      mp_status: 'pending',
      donor_name: 'Ana',
      message: '¡Fuerza!',
      mp_payment_id: null,
    });
    const preference = await preferenceOf(t, id);
    expect(body.data.checkout_url).toBe(
      `http://localhost:3000/simulador/mercadopago/checkout/${encodeURIComponent(preference.id)}`,
    );
    expect(preference).toMatchObject({
      external_reference: id,
      title:
        'Tu aporte va a la cuenta de Mercado Pago de Lucía Fernández y suma a su objetivo «Grabar el disco».',
      description: 'Grabar el disco',
      amount_cents: 123_400,
      currency_id: 'ARS',
      marketplace_fee_cents: 2_468,
      back_url_success: `http://localhost:3000/donacion/${id}?resultado=aprobado`,
      back_url_pending: `http://localhost:3000/donacion/${id}?resultado=pendiente`,
      back_url_failure: `http://localhost:3000/donacion/${id}?resultado=rechazado`,
      notification_url: 'http://localhost:3000/api/webhooks/mercadopago?source_news=webhooks',
      statement_descriptor: 'ENLAZA',
    });

    const anonymous = await startDonation(t, goalId, 100, { donor_name: '   ', message: null });
    expect(
      await t.database.db
        .selectFrom('donations')
        .select(['donor_name', 'message'])
        .where('id', '=', anonymous.donation_id)
        .executeTakeFirst(),
    ).toEqual({ donor_name: null, message: null });
  });

  it('leaves no pending donation behind when the provider refuses the preference', async () => {
    const before = await counts();
    const spy = vi
      .spyOn(t.deps.payments, 'createPreference')
      .mockRejectedValueOnce(new PaymentProviderError('marketplace_fee invalid', 400, 'bad_request'));
    try {
      const res = await checkout(t, { goal_id: goalId, amount: 500 });
      expect(res.statusCode).toBe(502);
      expect(json<ErrorBody>(res).message).toBe(
        'No pudimos iniciar el pago con MercadoPago. Intenta de nuevo en unos minutos.',
      );
    } finally {
      spy.mockRestore();
    }
    expect(await counts()).toEqual(before);
  });

  it('cancels, rather than deletes, a donation whose preference may exist (no answer came)', async () => {
    const spy = vi
      .spyOn(t.deps.payments, 'createPreference')
      .mockRejectedValueOnce(new PaymentProviderError('timeout', null));
    try {
      const before = await rowCount(t, 'donations');
      expect((await checkout(t, { goal_id: goalId, amount: 500 })).statusCode).toBe(502);
      expect(await rowCount(t, 'donations')).toBe(before + 1);
      const pending = await t.database.db
        .selectFrom('donations')
        .select('id')
        .where('user_id', '=', creator.user.id)
        .where('mp_status', '=', 'pending')
        .where('mp_preference_id', 'is', null)
        .execute();
      expect(pending).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });

  it('retries once after refreshing an expired token', async () => {
    const payments = t.deps.payments;
    const create = vi
      .spyOn(payments, 'createPreference')
      .mockRejectedValueOnce(new PaymentProviderError('invalid access token', 401, 'unauthorized'));
    const refresh = vi.spyOn(payments, 'refresh');
    try {
      const res = await checkout(t, { goal_id: goalId, amount: 700 });
      expect(res.statusCode).toBe(201);
      expect(refresh).toHaveBeenCalledTimes(1);
      expect(create).toHaveBeenCalledTimes(2);
      expect(create.mock.calls[0]?.[0]).not.toBe(create.mock.calls[1]?.[0]);
    } finally {
      create.mockRestore();
      refresh.mockRestore();
    }
    // Refused twice: no third attempt, no pending row.
    const before = await counts();
    const always = vi
      .spyOn(payments, 'createPreference')
      .mockRejectedValue(new PaymentProviderError('invalid access token', 401, 'unauthorized'));
    try {
      expect((await checkout(t, { goal_id: goalId, amount: 700 })).statusCode).toBe(502);
      expect(always).toHaveBeenCalledTimes(2);
    } finally {
      always.mockRestore();
    }
    expect(await counts()).toEqual(before);
  });

  it('limits checkouts per IP', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 20; i++) {
      expect((await checkout(t, { goal_id: goalId, amount: 100 }, ip)).statusCode).toBe(201);
    }
    const limited = await checkout(t, { goal_id: goalId, amount: 100 }, ip);
    expect(limited.statusCode).toBe(429);
    expect(json<ErrorBody>(limited).message).toBe(
      'Demasiados intentos. Espera un momento y vuelve a intentar.',
    );
  });

  it('uses PLATFORM_COMMISSION_PERCENT for the fee', async () => {
    const five = await createTestApp({ env: { PLATFORM_COMMISSION_PERCENT: '5' } });
    try {
      const c = await registerCreator(five.app);
      await connectCreator(five, c);
      const { donation_id } = await startDonation(five, await createGoal(five, c.headers), 1000);
      expect((await preferenceOf(five, donation_id)).marketplace_fee_cents).toBe(5_000);
      const availability = await five.app.inject({ method: 'GET', url: '/api/donations/test' });
      expect(json<{ data: object }>(availability).data).toEqual({
        available: true,
        simulated: true,
        currency: 'ARS',
        min_amount: 100,
        max_amount: 10_000_000,
        commission_percent: 5,
      });
    } finally {
      await five.close();
    }
    expect(simulatorOf(t).kind).toBe('simulator');
  });
});
