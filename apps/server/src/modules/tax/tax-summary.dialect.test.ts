import { randomUUID } from 'node:crypto';
import type { TaxFigures, TaxSummary } from '@enlaza/shared/tax';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { verifyEmail } from '../../../test/verify-email';
import { withholdsOn } from '../../integrations/payments/simulator/simulator-fees';
import {
  connectCreator,
  createGoal,
  donation,
  formBody,
  saveGorraPlace,
  startDonation,
} from '../../integrations/payments/testing/payment-test-helpers';
import { authorize, createTier, subscribe } from '../monthly/testing/monthly-test-helpers';

type Headers = Record<string, string>;

interface Row {
  kind?: 'one_off' | 'monthly' | 'qr';
  status: string;
  pesos: number;
  /** Approval instant, ISO with the Argentine offset. */
  at: string;
  fee?: number;
  platform?: number;
  withheld?: { name: string; pesos: number }[];
  reversedAt?: string;
}

const cents = (pesos: number) => Math.round(pesos * 100);

/** A donation as the payment paths store it (the fees as apply-payment reads them at approval). */
async function insertDonation(t: TestApp, userId: number, row: Row): Promise<void> {
  const id = randomUUID();
  const at = new Date(row.at).toISOString();
  await t.database.db
    .insertInto('donations')
    .values({
      id,
      external_reference: id,
      user_id: userId,
      amount_cents: cents(row.pesos),
      platform_commission_cents: cents(row.platform ?? 0),
      creator_amount_cents: cents(row.pesos - (row.platform ?? 0)),
      currency: 'ARS',
      mp_status: row.status,
      kind: row.kind ?? 'one_off',
      provider_fee_cents: row.fee === undefined ? null : cents(row.fee),
      withholdings: JSON.stringify(
        (row.withheld ?? []).map((w) => ({ name: w.name, amount_cents: cents(w.pesos) })),
      ),
      processed_at: row.status === 'pending' ? null : at,
      reversed_at: row.reversedAt ? new Date(row.reversedAt).toISOString() : null,
      created_at: at,
      updated_at: row.reversedAt ? new Date(row.reversedAt).toISOString() : at,
    })
    .execute();
}

/** Hand arithmetic in pesos, rounded to the centavo as the API answers. */
const r = (pesos: number) => Math.round(pesos * 100) / 100;
const split = (without: number, withC: number) => ({
  without_consideration: r(without),
  with_consideration: r(withC),
  total: r(without + withC),
});

describe('Resumen para ARCA (issue 36)', () => {
  let t: TestApp;
  const clock = new TestClock(new Date('2026-11-15T15:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  const summaryOf = async (headers: Headers, query = '?year=2026') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/tax/summary${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return json<{ data: TaxSummary }>(res).data;
  };
  const month = (s: TaxSummary, m: string) => s.months.find((r) => r.month === m) as TaxFigures;

  it('adds up each Argentine month by hand, reconciles, and shows no other creator’s money', async () => {
    const ana = await registerCreator(t.app);
    const other = await registerCreator(t.app);
    const iibb = 'tax_withholding_collector-iibb_caba';
    const a = ana.user.id;
    // 23:30 on 31 March in Argentina is already 1 April in UTC: it belongs to March.
    await insertDonation(t, a, {
      status: 'approved',
      pesos: 10_000,
      at: '2026-03-31T23:30:00-03:00',
      fee: 761,
      platform: 500,
      withheld: [{ name: iibb, pesos: 200 }],
    });
    await insertDonation(t, a, {
      status: 'approved',
      pesos: 5_000,
      at: '2026-04-01T00:30:00-03:00',
      fee: 380.5,
      platform: 250,
    });
    // Approved in March, refunded in April; approved in February, charged back on 31 March (23:59).
    await insertDonation(t, a, {
      status: 'refunded',
      pesos: 2_000,
      at: '2026-03-10T12:00:00-03:00',
      fee: 152.2,
      platform: 100,
      reversedAt: '2026-04-05T10:00:00-03:00',
    });
    await insertDonation(t, a, {
      status: 'charged_back',
      pesos: 3_000,
      at: '2026-02-20T12:00:00-03:00',
      fee: 228.3,
      platform: 150,
      reversedAt: '2026-03-31T23:59:00-03:00',
    });
    // The gorra (QR) and monthly support.
    await insertDonation(t, a, {
      kind: 'qr',
      status: 'approved',
      pesos: 1_500,
      at: '2026-04-10T20:00:00-03:00',
      fee: 114.15,
      withheld: [{ name: 'tax_withholding_debitos_creditos', pesos: 9 }],
    });
    await insertDonation(t, a, {
      kind: 'monthly',
      status: 'approved',
      pesos: 4_000,
      at: '2026-03-05T09:00:00-03:00',
      fee: 304.4,
    });
    await insertDonation(t, a, {
      kind: 'monthly',
      status: 'approved',
      pesos: 4_000,
      at: '2026-04-05T09:00:00-03:00',
      fee: 304.4,
    });
    // No money moved: never counted.
    await insertDonation(t, a, { status: 'rejected', pesos: 9_999, at: '2026-03-12T12:00:00-03:00' });
    await insertDonation(t, a, { status: 'pending', pesos: 7_777, at: '2026-03-12T12:00:00-03:00' });
    // Another creator's money, in the same months.
    await insertDonation(t, other.user.id, {
      status: 'approved',
      pesos: 100_000,
      at: '2026-03-15T12:00:00-03:00',
      fee: 7_610,
    });

    const s = await summaryOf(ana.headers);
    expect(s.months.map((m) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
    );
    const feb = month(s, '2026-02');
    expect(feb.gross).toEqual(split(3_000, 0));
    expect(feb.net).toEqual(split(3_000 - 228.3 - 150, 0));
    const mar = month(s, '2026-03');
    expect(mar.gross).toEqual(split(12_000, 4_000));
    expect(mar.provider_fee).toEqual(split(913.2, 304.4));
    expect(mar.platform_fee).toEqual(split(600, 0));
    expect(mar.withheld).toMatchObject(split(200, 0));
    expect(mar.withheld.by_kind.gross_income).toBe(200);
    expect(mar.refunded).toEqual(split(3_000, 0));
    expect(mar.net).toEqual(split(12_000 - 913.2 - 600 - 200 - 3_000, 4_000 - 304.4));
    const apr = month(s, '2026-04');
    expect(apr.gross).toEqual(split(6_500, 4_000));
    expect(apr.provider_fee).toEqual(split(494.65, 304.4));
    expect(apr.withheld.by_kind.bank_tax).toBe(9);
    expect(apr.refunded).toEqual(split(2_000, 0));
    expect(apr.net).toEqual(split(6_500 - 494.65 - 250 - 9 - 2_000, 4_000 - 304.4));
    expect(month(s, '2026-05').gross.total).toBe(0);

    // The months add up to the totals, column by column.
    for (const column of ['gross', 'provider_fee', 'platform_fee', 'withheld', 'refunded', 'net'] as const) {
      const sum = s.months.reduce((acc, m) => acc + Math.round(m[column].total * 100), 0);
      expect(Math.round(s.totals[column].total * 100), column).toBe(sum);
    }
    expect(s.totals.gross.total).toBe(29_500);

    // A month's gross is what the donations screen shows as paid that month (approved, or paid and
    // later refunded or charged back), by the Argentine date of its approval.
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/donations/received?limit=50',
      headers: ana.headers,
    });
    const rows = json<{
      data: { donations: { amount: number; mp_status: string; processed_at: string | null }[] };
    }>(res).data.donations;
    const paid = ['approved', 'refunded', 'charged_back', 'in_mediation'];
    for (const m of s.months) {
      const screen = rows
        .filter((r) => r.processed_at && paid.includes(r.mp_status))
        .filter((r) =>
          new Date(new Date(r.processed_at as string).getTime() - 3 * 3_600_000)
            .toISOString()
            .startsWith(m.month),
        )
        .reduce((acc, r) => acc + r.amount, 0);
      expect(m.gross.total, m.month).toBe(screen);
    }

    // The other creator sees only their own 100 000.
    const theirs = await summaryOf(other.headers);
    expect(theirs.totals.gross.total).toBe(100_000);
    expect(month(theirs, '2026-03').provider_fee.total).toBe(7_610);

    // The CSV's rows are the API's months, figure by figure.
    const csvRes = await t.app.inject({
      method: 'GET',
      url: '/api/tax/summary.csv?year=2026',
      headers: ana.headers,
    });
    expect(csvRes.statusCode).toBe(200);
    expect(csvRes.headers['content-type']).toContain('text/csv');
    expect(csvRes.body.startsWith('\uFEFF')).toBe(true);
    const lines = csvRes.body.slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(14);
    const number = (cell: string) => Number(cell.replaceAll('.', '').replace(',', '.'));
    const expected = (f: TaxFigures) => [
      ...(['gross', 'provider_fee', 'platform_fee', 'withheld', 'refunded', 'net'] as const).flatMap((c) => [
        f[c].without_consideration,
        f[c].with_consideration,
        f[c].total,
      ]),
      ...(['gross_income', 'bank_tax', 'income_tax', 'vat', 'other'] as const).map(
        (k) => f.withheld.by_kind[k],
      ),
    ];
    s.months.forEach((m, i) => {
      const cells = (lines[i + 1] as string).split(';');
      expect(cells.slice(1).map(number), m.month).toEqual(expected(m));
    });
    expect((lines[13] as string).split(';').slice(1).map(number)).toEqual(expected(s.totals));
  });

  it('stores the provider’s fee at approval and counts a refund in the month it happened', async () => {
    const creator = await registerCreator(t.app);
    await connectCreator(t, creator);
    const goalId = await createGoal(t, creator.headers);
    const started = await startDonation(t, goalId, 10_000, { donor_name: 'Ana' });
    const pay = await t.app.inject({
      method: 'POST',
      url: new URL(started.checkout_url).pathname,
      ...formBody({ resultado: 'aprobar' }),
    });
    expect(pay.statusCode).toBe(303);
    const row = await donation(t, started.donation_id);
    expect(row.mp_status).toBe('approved');
    // The simulator's Checkout Pro fee: 6.29 % of 10 000 (629) + 21 % VAT on it (132.09).
    expect(Number(row.provider_fee_cents)).toBe(76_109);
    let s = await summaryOf(creator.headers);
    expect(month(s, '2026-11').provider_fee.total).toBe(761.09);
    expect(month(s, '2026-11').gross.total).toBe(10_000);

    clock.advance(20 * 24 * 3_600_000); // 5 December: the session expired, log in again.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: creator.body.email, password: creator.body.password },
    });
    const headers = { authorization: `Bearer ${json<{ data: { token: string } }>(login).data.token}` };
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/donations/${started.donation_id}/refund`,
      headers,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    s = await summaryOf(headers);
    expect(month(s, '2026-11').refunded.total).toBe(0);
    expect(month(s, '2026-12').refunded.total).toBe(10_000);
    expect(month(s, '2026-11').gross.total).toBe(10_000);
  });

  it('refuses a bad year or category in Spanish and changes nothing', async () => {
    const creator = await registerCreator(t.app);
    for (const year of ['abc', '1999', '2999']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/tax/summary?year=${year}`,
        headers: creator.headers,
      });
      expect(res.statusCode, year).toBe(400);
      expect(json<{ errors: { field: string; message: string }[] }>(res).errors[0]?.field).toBe('year');
    }
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/tax/settings',
      headers: creator.headers,
      payload: { monotributo_category: 'Z' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Elige una categoría');
    expect((await summaryOf(creator.headers)).monotributo_category).toBeNull();
    expect((await summaryOf(creator.headers)).ceiling).toBeNull();
  });

  it('adds the transfers the creator confirmed, in their Argentine month, without fees (issue 32)', async () => {
    const ana = await registerCreator(t.app);
    const other = await registerCreator(t.app);
    const confirm = async (headers: Headers, amount: string, received_at: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/transfers',
        headers,
        payload: { amount, received_at },
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    // 23:30 on 31 March in Argentina (already April in UTC) is March's.
    await confirm(ana.headers, '2.500', '2026-03-31T23:30:00-03:00');
    await confirm(ana.headers, '1.000', '2026-04-02');
    await confirm(other.headers, '90.000', '2026-03-15');

    const s = await summaryOf(ana.headers);
    expect(month(s, '2026-03').gross).toEqual(split(2_500, 0));
    expect(month(s, '2026-03').net).toEqual(split(2_500, 0));
    expect(month(s, '2026-03').provider_fee).toEqual(split(0, 0));
    expect(month(s, '2026-04').gross).toEqual(split(1_000, 0));
    expect(s.totals.gross).toEqual(split(3_500, 0));
  });

  it('stores the provider’s fee and withholdings of a monthly charge and a gorra QR payment, read from their payments', async () => {
    const creator = await registerCreator(t.app, { full_name: 'Banda del Sur' });
    await verifyEmail(t, creator);
    await connectCreator(t, creator);
    await saveGorraPlace(t, creator.headers);
    await createGoal(t, creator.headers);
    // The gorra: a QR for 2.000 paid from the simulator's wallet.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/gorra/orders',
      headers: creator.headers,
      payload: { amount: 2000 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { qr_data } = json<{ data: { qr_data: string } }>(created).data;
    const paid = await t.app.inject({
      method: 'POST',
      url: '/simulador/mercadopago/billetera',
      ...formBody({ qr: qr_data, decision: 'pagar' }),
    });
    expect(paid.statusCode).toBe(200);
    // Monthly support: a tier of 4.000, its first month charged when the supporter subscribes.
    const tierId = await createTier(t, creator.headers, 4000);
    const { providerId } = await subscribe(t, creator.user.username, tierId);
    await authorize(t, providerId);

    const rows = await t.database.db
      .selectFrom('donations')
      .select(['kind', 'mp_payment_id', 'amount_cents', 'provider_fee_cents', 'withholdings', 'processed_at'])
      .where('user_id', '=', creator.user.id)
      .where('mp_status', '=', 'approved')
      .orderBy('kind')
      .execute();
    expect(rows.map((r) => [r.kind, Number(r.amount_cents)])).toEqual([
      ['monthly', 400_000],
      ['qr', 200_000],
    ]);
    const [monthly, qr] = rows as [(typeof rows)[number], (typeof rows)[number]];
    // By hand, as the simulator reads each payment: a card charge pays 6.29 % + 21 % VAT on it
    // (251.60 + 52.84); a QR payment 0.8 % + VAT (16 + 3.36); one payment id in three withholds 2 %.
    expect(Number(monthly.provider_fee_cents)).toBe(30_444);
    expect(Number(qr.provider_fee_cents)).toBe(1_936);
    const iibb = (row: typeof monthly, pesos: number) => (withholdsOn(String(row.mp_payment_id)) ? pesos : 0);
    const stored = (row: typeof monthly) =>
      (JSON.parse(String(row.withholdings)) as { amount_cents: number }[]).reduce(
        (a, w) => a + w.amount_cents,
        0,
      );
    expect(stored(monthly)).toBe(cents(iibb(monthly, 80)));
    expect(stored(qr)).toBe(cents(iibb(qr, 40)));

    const now = clock.now().toISOString().slice(0, 7);
    const s = await summaryOf(creator.headers);
    const m = month(s, now);
    expect(m.gross).toEqual(split(2_000, 4_000));
    expect(m.provider_fee).toEqual(split(19.36, 304.44));
    expect(m.withheld).toMatchObject(split(iibb(qr, 40), iibb(monthly, 80)));
    expect(m.platform_fee).toEqual(split(0, 0));
    expect(m.net).toEqual(split(2_000 - 19.36 - iibb(qr, 40), 4_000 - 304.44 - iibb(monthly, 80)));
  });
});
