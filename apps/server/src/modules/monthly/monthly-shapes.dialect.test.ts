import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { createWebDistFixture } from '../../../test/web-dist-fixture';
import {
  connectCreator,
  createGoal,
  formBody,
} from '../../integrations/payments/testing/payment-test-helpers';
import { authorize, chargeMonth, nextIp, subscribe, subscriptionRow } from './testing/monthly-test-helpers';

type Headers = Record<string, string>;
type Supporter = { id: string; frequency: string; amount: number; status: string };
const SUPPORTER = { supporter_name: 'Lucía', email: 'lucia@example.com', message: '' };

describe('monthly shapes (issue 34): yearly, pay what you want, first free month (SQLite and PostgreSQL)', () => {
  const web = createWebDistFixture();
  let t: TestApp;
  const clock = new TestClock(new Date('2026-04-15T15:00:00Z'));

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { WEB_DIST_DIR: web.dir } });
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  }, 180_000);

  const connected = async () => {
    const creator = await registerCreator(t.app);
    const seller = await connectCreator(t, creator);
    return { seller, headers: creator.headers as Headers, username: creator.user.username };
  };
  const newTier = async (headers: Headers, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/monthly/tiers', headers, payload });
    expect(res.statusCode, res.body).toBe(201);
    return json<{ data: { tier: Record<string, unknown> & { id: number } } }>(res).data.tier;
  };
  const post = (username: string, tierId: number, values: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/u/${username}/mensual/${tierId}`,
      remoteAddress: nextIp(),
      ...formBody({ ...SUPPORTER, ...values }),
    });
  const supporters = async (headers: Headers) =>
    json<{ data: { supporters: Supporter[]; summary: Record<string, number> } }>(
      await t.app.inject({ method: 'GET', url: '/api/monthly/supporters', headers }),
    ).data;

  it('tiers take yearly_amount, open_amount_min and free_trial, each a plan as the provider keeps them', async () => {
    const { headers, seller, username } = await connected();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/monthly/tiers',
      headers,
      payload: { name: 'Libre', amount: 1000, open_amount_min: 1500, yearly_amount: 'diez' },
    });
    expect(bad.statusCode).toBe(400);
    expect(json<{ errors: unknown[] }>(bad).errors).toEqual(
      expect.arrayContaining([
        { field: 'yearly_amount', message: 'El monto anual debe ser un número entero de pesos' },
      ]),
    );
    for (const [payload, field, message] of [
      [{ open_amount_min: 99 }, 'open_amount_min', 'El mínimo no puede ser menor a $ 100'],
      [{ open_amount_min: 3000 }, 'open_amount_min', 'El mínimo no puede ser mayor que el monto del nivel'],
      [
        { open_amount_min: 1500, yearly_amount: 20_000 },
        'yearly_amount',
        'Un nivel con monto libre se cobra solo por mes: deja vacío el monto anual',
      ],
      [{ yearly_amount: 250_001 }, 'yearly_amount', 'El monto anual máximo es $ 250.000'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/monthly/tiers',
        headers,
        payload: { name: 'Fan', amount: 2000, ...payload },
      });
      expect(json<{ errors: unknown[] }>(res).errors, JSON.stringify(payload)).toEqual([{ field, message }]);
    }

    const yearly = await newTier(headers, {
      name: 'Club',
      amount: 2000,
      yearly_amount: '20.000',
      free_trial: true,
    });
    expect(yearly).toMatchObject({
      amount: 2000,
      yearly_amount: 20_000,
      open_amount_min: null,
      free_trial: true,
    });
    const open = await newTier(headers, {
      name: 'Libre',
      amount: 2000,
      open_amount_min: '1.500',
      yearly_amount: '',
    });
    expect(open).toMatchObject({
      amount: 2000,
      yearly_amount: null,
      open_amount_min: 1500,
      free_trial: false,
    });

    const plans = await t.database.db
      .selectFrom('sim_mp_plans')
      .select(['amount_cents', 'frequency_months', 'free_trial_months', 'open_amount'])
      .where('collector_id', '=', seller)
      .orderBy('date_created')
      .orderBy('amount_cents')
      .execute();
    expect(plans).toEqual(
      expect.arrayContaining([
        { amount_cents: 200_000, frequency_months: 1, free_trial_months: 1, open_amount: 0 },
        { amount_cents: 2_000_000, frequency_months: 12, free_trial_months: 1, open_amount: 0 },
        { amount_cents: 150_000, frequency_months: 1, free_trial_months: 0, open_amount: 1 },
      ]),
    );
    expect(plans).toHaveLength(3);

    // The public page says so: per year, the months saved, the free month, 'Monto libre'.
    const page = await t.app.inject({ method: 'GET', url: `/api/public/${username}` });
    const tiers = json<{ data: { user: { monthly_tiers: unknown[] } } }>(page).data.user.monthly_tiers;
    expect(tiers).toEqual([
      expect.objectContaining({
        id: yearly.id,
        yearly_amount: 20_000,
        free_trial: true,
        open_amount_min: null,
      }),
      expect.objectContaining({ id: open.id, yearly_amount: null, free_trial: false, open_amount_min: 1500 }),
    ]);
    const form = await t.app.inject({
      method: 'GET',
      url: `/u/${username}/mensual/${yearly.id}?frecuencia=anual`,
    });
    expect(form.body).toContain('$\u00a020.000 por año');
    expect(form.body).toContain('Ahorras 2 meses');
    expect(form.body).toContain('El primer mes es gratis');
    const input = (body: string, attribute: string) =>
      (body.match(/<input[^>]*>/g) ?? []).find((tag) => tag.includes(attribute)) ?? '';
    expect(input(form.body, 'value="anual"')).toContain('checked=""');
    expect(input(form.body, 'value="mensual"')).not.toContain('checked=""');
    const openForm = await t.app.inject({
      method: 'GET',
      url: `/u/${username}/mensual/${open.id}?monto=2.500`,
    });
    expect(openForm.body).toContain('desde $\u00a01.500');
    expect(input(openForm.body, 'name="monto"')).toContain('value="2.500"');
  });

  it('the subscribe form checks monto on an open tier (minimum, maximum, garbage) and frecuencia; bad input changes nothing', async () => {
    const { headers, username } = await connected();
    const open = await newTier(headers, { name: 'Libre', amount: 2000, open_amount_min: 1500 });
    const fixed = await newTier(headers, { name: 'Fan', amount: 2000 });
    const table: [Record<string, string>, string, string][] = [
      [{ monto: '1.000' }, 'monto', 'El monto mínimo de este nivel es $\u00a01.500'],
      [{ monto: '1.499' }, 'monto', 'El monto mínimo de este nivel es $\u00a01.500'],
      [{ monto: '250.001' }, 'monto', 'El monto máximo por cobro es $\u00a0250.000'],
      [{ monto: 'mil' }, 'monto', 'Ingresa el monto en pesos enteros, sin centavos (por ejemplo 2.500)'],
      [{ monto: '1.500,50' }, 'monto', 'Ingresa el monto en pesos enteros, sin centavos (por ejemplo 2.500)'],
      [{ monto: '-2000' }, 'monto', 'Ingresa el monto en pesos enteros, sin centavos (por ejemplo 2.500)'],
      [{ monto: '' }, 'monto', 'Ingresa el monto que quieres aportar'],
      [{ monto: '2000', frecuencia: 'anual' }, 'frecuencia', 'Este nivel no se ofrece por año'],
      [{ monto: '2000', frecuencia: 'semanal' }, 'frecuencia', 'Elige mensual o anual'],
    ];
    for (const [values, field, message] of table) {
      const res = await post(username, open.id, values);
      expect(res.statusCode, JSON.stringify(values)).toBe(400);
      expect(res.body).toContain(`id="${field}-error">${message}</p>`);
    }
    const none = await t.database.db
      .selectFrom('monthly_subscriptions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tier_id', '=', open.id)
      .executeTakeFirstOrThrow();
    expect(Number(none.n)).toBe(0);

    // '1.500' is 1500 pesos: the minimum itself is taken, and the provider charges that amount.
    const ok = await subscribe(t, username, open.id, { ...SUPPORTER, monto: '1.500' });
    const event = await authorize(t, ok.providerId);
    expect(event.invoice?.amount_cents).toBe(150_000);
    expect((await subscriptionRow(t, ok.ourId)).amount_cents).toBe(150_000);
    // A fixed tier ignores a posted monto: its own amount is charged.
    const fixedOne = await subscribe(t, username, fixed.id, { ...SUPPORTER, monto: '99.999' });
    expect((await subscriptionRow(t, fixedOne.ourId)).amount_cents).toBe(200_000);
  });

  it('monthly income counts a yearly amount as a twelfth (whole pesos); items carry frequency and amount; another creator sees none of it', async () => {
    const { headers, username } = await connected();
    const club = await newTier(headers, { name: 'Club', amount: 2000, yearly_amount: 20_000 });
    const open = await newTier(headers, { name: 'Libre', amount: 2000, open_amount_min: 1500 });
    const trial = await newTier(headers, {
      name: 'Prueba',
      amount: 1000,
      yearly_amount: 9000,
      free_trial: true,
    });

    const yearly = await subscribe(t, username, club.id, { ...SUPPORTER, frecuencia: 'anual' });
    const monthly = await subscribe(t, username, club.id, { ...SUPPORTER, frecuencia: 'mensual' });
    const chosen = await subscribe(t, username, open.id, { ...SUPPORTER, monto: '2.500' });
    const trialYear = await subscribe(t, username, trial.id, { ...SUPPORTER, frecuencia: 'anual' });
    const yearlyCharge = await authorize(t, yearly.providerId);
    await authorize(t, monthly.providerId);
    await authorize(t, chosen.providerId);
    const trialStart = await authorize(t, trialYear.providerId);

    // The yearly plan charges 20.000 now and next a year later; the free trial charges nothing yet.
    expect(yearlyCharge.invoice?.amount_cents).toBe(2_000_000);
    expect(yearlyCharge.subscription.next_payment_date?.slice(0, 10)).toBe('2027-04-15');
    expect(trialStart.invoice).toBeNull();
    expect(trialStart.subscription).toMatchObject({ status: 'authorized', frequency_months: 12 });
    expect(trialStart.subscription.next_payment_date?.slice(0, 10)).toBe('2026-05-15');
    const afterTrial = await chargeMonth(t, trialYear.providerId, 'approve');
    expect(afterTrial.invoice?.amount_cents).toBe(900_000);

    const data = await supporters(headers);
    const byId = new Map(data.supporters.map((s) => [s.id, s]));
    expect(byId.get(yearly.ourId)).toMatchObject({
      frequency: 'yearly',
      amount: 20_000,
      status: 'authorized',
    });
    expect(byId.get(monthly.ourId)).toMatchObject({ frequency: 'monthly', amount: 2000 });
    expect(byId.get(chosen.ourId)).toMatchObject({ frequency: 'monthly', amount: 2500 });
    expect(byId.get(trialYear.ourId)).toMatchObject({ frequency: 'yearly', amount: 9000 });
    // 2.000 + 2.500 monthly, plus (20.000 + 9.000) / 12 = 2.416,67 → 2.417.
    expect(data.summary).toEqual({
      active: 4,
      monthly_income: 6917,
      cancelled_this_month: 0,
      payment_failed: 0,
      active_gifts: 0,
    });

    // A yearly tier's amount is locked while yearly supporters hold it; the monthly one too.
    const locked = await t.app.inject({
      method: 'PUT',
      url: `/api/monthly/tiers/${club.id}`,
      headers,
      payload: { name: 'Club', amount: 2000, yearly_amount: 18_000 },
    });
    expect(locked.statusCode).toBe(409);
    expect(json<{ errors: { field: string }[] }>(locked).errors[0]?.field).toBe('yearly_amount');

    // Another creator: nothing of A's, and A's tiers answer 404.
    const other = await connected();
    const theirs = await supporters(other.headers);
    expect(theirs.supporters).toEqual([]);
    expect(theirs.summary).toEqual({
      active: 0,
      monthly_income: 0,
      cancelled_this_month: 0,
      payment_failed: 0,
      active_gifts: 0,
    });
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/monthly/tiers/${club.id}`,
      headers: other.headers,
      payload: { name: 'Mío', amount: 100, yearly_amount: 1000 },
    });
    expect(edit.statusCode).toBe(404);
    const tiers = await t.app.inject({ method: 'GET', url: '/api/monthly/tiers', headers: other.headers });
    expect(json<{ data: { tiers: unknown[] } }>(tiers).data.tiers).toEqual([]);
  });

  it('/u/{username}/aportar?monto=2000 opens the donation form with the amount typed; anything else opens it empty', async () => {
    const { headers, username } = await connected();
    await createGoal(t, headers, 100_000);
    const amountOf = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/u/${username}/aportar${query}` });
      expect(res.statusCode).toBe(200);
      return (
        (res.body.match(/<input[^>]*name="amount"[^>]*>/)?.[0] ?? '').match(/value="([^"]*)"/)?.[1] ?? ''
      );
    };
    expect(await amountOf('?monto=2000')).toBe('2000');
    expect(await amountOf('?monto=2.500')).toBe('2.500');
    expect(await amountOf('?monto=abc')).toBe('');
    expect(await amountOf('?monto=-5')).toBe('');
    expect(await amountOf('')).toBe('');
  });
});
