import { DONATION_MESSAGES } from '@enlaza/shared/donations';
import { MONEY_MESSAGES } from '@enlaza/shared/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedInput } from '../../../test/public-page-html';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { createWebDistFixture } from '../../../test/web-dist-fixture';
import {
  connectCreator,
  createGoal,
  formBody,
  rowCount,
} from '../../integrations/payments/testing/payment-test-helpers';

/**
 * Issue 18: every entry point that takes a donor's amount reads it with one rule (whole pesos,
 * es-AR thousands dots allowed) and refuses anything else with the same field message, creating
 * nothing: the JSON checkout (goal and event), the server-rendered profile form and the event form.
 */

const REFUSED = ['1000,50', '1000.50', '1.000,50', '-100', '+100', '1e3', '12a', '1.50', '1500.75'];
const ACCEPTED: [string, number][] = [
  ['1500', 150_000],
  ['1.500', 150_000],
  ['1.500.000', 150_000_000],
];

interface ErrorBody {
  errors?: { field: string; message: string }[];
}

interface Answer {
  status: number;
  /** The amount's field message: from the JSON errors or the re-rendered page. */
  amountError: string | undefined;
}

describe('an amount typed by a donor, at every entry point', () => {
  const web = createWebDistFixture();
  let t: TestApp;
  let username: string;
  let goalId: number;
  let eventId: number;
  let ip = 0;
  const nextIp = () => {
    ip += 1;
    return `198.18.${Math.floor(ip / 250)}.${(ip % 250) + 1}`;
  };

  const donationRows = () => t.database.db.selectFrom('donations').select(['id', 'amount_cents']).execute();

  const entryPoints: Record<string, (amount: unknown) => Promise<Answer>> = {
    'POST /api/donations/checkout': async (amount) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/donations/checkout',
        payload: { goal_id: goalId, amount },
        remoteAddress: nextIp(),
      });
      const body = json<ErrorBody>(res);
      return { status: res.statusCode, amountError: body.errors?.find((e) => e.field === 'amount')?.message };
    },
    'POST /api/donations/events/{id}/checkout': async (amount) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/donations/events/${eventId}/checkout`,
        payload: { amount },
        remoteAddress: nextIp(),
      });
      const body = json<ErrorBody>(res);
      return { status: res.statusCode, amountError: body.errors?.find((e) => e.field === 'amount')?.message };
    },
    'POST /u/{username}/aportar (no JavaScript)': async (amount) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/u/${username}/aportar`,
        remoteAddress: nextIp(),
        ...formBody({ amount: String(amount) }),
      });
      if (res.statusCode === 303) return { status: 303, amountError: undefined };
      const page = embeddedInput(res.body).page;
      if (page.kind !== 'donate') throw new Error('not the donation page');
      // What the donor typed stays in the field, not a re-read number.
      expect(page.values.amount).toBe(String(amount));
      const shown = page.errors.amount && res.body.includes(page.errors.amount);
      return { status: res.statusCode, amountError: shown ? page.errors.amount : undefined };
    },
    'POST /e/{username}/{id}/aportar': async (amount) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/e/${username}/${eventId}/aportar`,
        remoteAddress: nextIp(),
        ...formBody({ monto: 'otro', otro_monto: String(amount) }),
      });
      if (res.statusCode === 303) return { status: 303, amountError: undefined };
      const error = /<p class="dn-error" id="gorra-amount-error">([^<]*)<\/p>/.exec(res.body)?.[1];
      expect(res.body).toContain(`value="${String(amount)}"`);
      return { status: res.statusCode, amountError: error };
    },
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: web.dir, PUBLIC_URL: 'https://enlaza.example' } });
    const ana = await registerCreator(t.app, { full_name: 'Ana Prueba' });
    username = ana.user.username;
    await connectCreator(t, ana);
    goalId = await createGoal(t, ana.headers, 100_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: ana.headers,
      payload: { title: 'Peña', event_date: '2099-03-20', location: 'Club' },
    });
    expect(res.statusCode, res.body).toBe(201);
    eventId = json<{ data: { event: { id: number } } }>(res).data.event.id;
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  for (const [name, send] of Object.entries(entryPoints)) {
    describe(name, () => {
      it('refuses decimals, signs and other characters with the Spanish field message, creating nothing', async () => {
        const before = await rowCount(t, 'donations');
        for (const amount of REFUSED) {
          expect(await send(amount), amount).toEqual({ status: 400, amountError: MONEY_MESSAGES.wholePesos });
        }
        expect(await send('')).toEqual({ status: 400, amountError: DONATION_MESSAGES.amountRequired });
        expect(await send('99')).toEqual({ status: 400, amountError: DONATION_MESSAGES.amountMin });
        expect(await send('10.000.001')).toEqual({ status: 400, amountError: DONATION_MESSAGES.amountMax });
        expect(await rowCount(t, 'donations')).toBe(before);
      });

      it('charges whole pesos exactly as typed, es-AR thousands dots included', async () => {
        for (const [amount, cents] of ACCEPTED) {
          const seen = new Set((await donationRows()).map((row) => row.id));
          expect((await send(amount)).status, amount).toBeOneOf([201, 303]);
          const created = (await donationRows()).filter((row) => !seen.has(row.id));
          expect(
            created.map((row) => Number(row.amount_cents)),
            amount,
          ).toEqual([cents]);
        }
      });
    });
  }

  it('refuses JSON numbers with centavos or a sign, creating nothing', async () => {
    const before = await rowCount(t, 'donations');
    for (const send of [
      entryPoints['POST /api/donations/checkout'],
      entryPoints['POST /api/donations/events/{id}/checkout'],
    ]) {
      for (const amount of [1500.75, 99.99, -100, -500]) {
        expect(await send?.(amount), String(amount)).toEqual({
          status: 400,
          amountError: MONEY_MESSAGES.wholePesos,
        });
      }
    }
    expect(await rowCount(t, 'donations')).toBe(before);
  });
});
