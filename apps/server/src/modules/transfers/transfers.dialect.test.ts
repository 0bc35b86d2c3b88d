import type { AccountExport } from '@enlaza/shared/exports';
import type { PublicGoal, PublicProfile } from '@enlaza/shared/public';
import {
  type ConfirmedTransfer,
  TRANSFER_MESSAGES as M,
  type TransferDetails,
} from '@enlaza/shared/transfers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAccount } from '../../../test/delete-account';
import { openSse } from '../../../test/sse-reader';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { createWebDistFixture } from '../../../test/web-dist-fixture';
import { createGoal } from '../../integrations/payments/testing/payment-test-helpers';
import { csvAmount } from '../../lib/csv';

type Creator = Awaited<ReturnType<typeof registerCreator>>;
interface ErrorBody {
  message: string;
  errors?: { field: string; message: string }[];
}

/** 20:00 on 28/11/2026 in Buenos Aires (UTC−3). */
const NOW = new Date('2026-11-28T23:00:00.000Z');
/** A CBU whose two check digits were worked out by hand (weights 7139713 and 3971397139713). */
const VALID_CBU = '2850590940090418135201';
/** A CVU (a wallet's account, bank code 000) with valid check digits, worked out by hand. */
const VALID_CVU = '0000003100123456789016';

/** Issue 32: transfers by alias or CVU, shown on the page and confirmed by the creator. */
describe('transfers: details, confirmed transfers, the goal and the event', () => {
  // The public page rendered on the server with the web app's own components (no build needed).
  const web = createWebDistFixture();
  let t: TestApp;
  let ana: Creator;
  let bruno: Creator;

  const send = (who: Creator, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const fieldErrors = (body: ErrorBody) =>
    Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.message]));
  const publicGoal = async (who: Creator) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/public/${who.user.username}` });
    expect(res.statusCode, res.body).toBe(200);
    return json<{ data: { user: PublicProfile; goal: PublicGoal | null } }>(res).data;
  };
  const record = async (who: Creator, payload: object) => {
    const res = await send(who, 'POST', '/api/transfers', payload);
    expect(res.statusCode, res.body).toBe(201);
    return json<{ message: string; data: { transfer: ConfirmedTransfer } }>(res);
  };
  const createEvent = async (who: Creator) => {
    const res = await send(who, 'POST', '/api/events', {
      title: 'Show en la plaza',
      location: 'Plaza Serrano',
      event_date: '2026-12-05',
    });
    expect(res.statusCode, res.body).toBe(201);
    return json<{ data: { event: { id: number } } }>(res).data.event.id;
  };

  beforeAll(async () => {
    t = await createTestApp({ clock: new TestClock(NOW), env: { WEB_DIST_DIR: web.dir } });
    ana = await registerCreator(t.app, { full_name: 'Ana Banda' });
    bruno = await registerCreator(t.app);
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it.each([
    [{ alias: 'ana.banda', holder_name: 'Ana Banda' }, null],
    [{ alias: 'ANA-BANDA.2026', holder_name: 'Ana Banda' }, null],
    [{ alias: 'abc123', holder_name: 'Ana' }, null],
    [{ alias: 'a'.repeat(20), holder_name: 'Ana' }, null],
    [{ cvu: VALID_CBU, holder_name: 'Ana Banda' }, null],
    [{ cvu: VALID_CVU, holder_name: 'Ana Banda' }, null],
    [{ cvu: '28505909 40090418135201', holder_name: 'Ana' }, null],
    [{ alias: 'ana.banda', cvu: VALID_CVU, holder_name: 'Ana' }, null],
    [{ alias: 'abc12', holder_name: 'Ana' }, { alias: M.aliasInvalid }],
    [{ alias: 'a'.repeat(21), holder_name: 'Ana' }, { alias: M.aliasInvalid }],
    [{ alias: 'ana_banda', holder_name: 'Ana' }, { alias: M.aliasInvalid }],
    [{ alias: 'año.banda', holder_name: 'Ana' }, { alias: M.aliasInvalid }],
    [{ alias: 'ana banda', holder_name: 'Ana' }, { alias: M.aliasInvalid }],
    [{ cvu: '2850590940090418135202', holder_name: 'Ana' }, { cvu: M.cvuCheckDigits }],
    [{ cvu: '2850590840090418135201', holder_name: 'Ana' }, { cvu: M.cvuCheckDigits }],
    [{ cvu: '0000003100123456789017', holder_name: 'Ana' }, { cvu: M.cvuCheckDigits }],
    [{ cvu: '285059094009041813520', holder_name: 'Ana' }, { cvu: M.cvuLength }],
    [{ cvu: '28505909400904181352011', holder_name: 'Ana' }, { cvu: M.cvuLength }],
    [{ cvu: '2850590940O90418135201', holder_name: 'Ana' }, { cvu: M.cvuLength }],
    [{ holder_name: 'Ana' }, { alias: M.aliasOrCvuRequired }],
    [{ alias: '', cvu: '  ', holder_name: 'Ana' }, { alias: M.aliasOrCvuRequired }],
    [{ alias: 'ana.banda' }, { holder_name: M.holderRequired }],
    [{ alias: 'ana.banda', holder_name: '   ' }, { holder_name: M.holderRequired }],
    [{ alias: 'ana.banda', holder_name: 'x'.repeat(81) }, { holder_name: M.holderTooLong }],
  ])('PUT /payments/transfer-details %j → %j', async (payload, errors) => {
    const res = await send(bruno, 'PUT', '/api/payments/transfer-details', payload);
    if (errors === null) {
      expect(res.statusCode, res.body).toBe(200);
      const details = json<{ data: { details: TransferDetails } }>(res).data.details;
      expect(details.holder_name).toBe(payload.holder_name?.trim());
      if ('cvu' in payload) expect(details.cvu).toMatch(/^\d{22}$/);
      return;
    }
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldErrors(json<ErrorBody>(res))).toMatchObject(errors);
  });

  it("renders 'Transferir' on the server-rendered /u/{username} with the alias, the holder and the code; none without details", async () => {
    const lola = await registerCreator(t.app, { full_name: 'Lola Ruiz' });
    const page = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/u/${lola.user.username}` });
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    const without = await page();
    expect(without).toContain('Lola Ruiz');
    expect(without).not.toContain('pp-transfer');
    expect(without).not.toContain('>Transferir<');

    const saved = await send(lola, 'PUT', '/api/payments/transfer-details', {
      alias: 'lola.canta',
      holder_name: 'Lola Ruiz Titular',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { code } = json<{ data: { details: TransferDetails } }>(saved).data.details;
    const html = await page();
    const block = /<section[^>]*pp-transfer[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(block).toContain('>Transferir</h2>');
    expect(block).toContain('<strong class="pp-transfer-value">lola.canta</strong>');
    expect(block).toContain('data-copy="lola.canta"');
    expect(block).toContain('aria-label="Copiar alias"');
    expect(block).toContain('<dd>Lola Ruiz Titular</dd>');
    expect(block).toContain(`<strong class="pp-transfer-value">${code}</strong>`);
    expect(block).toContain(`data-copy="${code}"`);
    expect(block).toContain('Escribe este código en el concepto de la transferencia.');
  });

  it('keeps nothing from a refused save and shows the saved details on the page with one stable code', async () => {
    const before = await send(ana, 'GET', '/api/payments/transfer-details');
    expect(json<{ data: { details: null } }>(before).data.details).toBeNull();
    expect(
      (await send(ana, 'PUT', '/api/payments/transfer-details', { alias: 'x', holder_name: 'Ana' }))
        .statusCode,
    ).toBe(400);
    expect(
      json<{ data: { details: null } }>(await send(ana, 'GET', '/api/payments/transfer-details')).data
        .details,
    ).toBeNull();
    expect((await publicGoal(ana)).user.transfer).toBeNull();

    const saved = await send(ana, 'PUT', '/api/payments/transfer-details', {
      alias: 'ana.banda',
      holder_name: 'Ana Banda',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const first = json<{ message: string; data: { details: TransferDetails } }>(saved);
    expect(first.message).toBe(M.detailsSaved);
    expect(first.data.details).toEqual({
      alias: 'ana.banda',
      cvu: null,
      holder_name: 'Ana Banda',
      code: expect.stringMatching(/^[2-9A-HJKMNP-Z]{6}$/),
    });
    expect((await publicGoal(ana)).user.transfer).toEqual(first.data.details);

    const again = await send(ana, 'PUT', '/api/payments/transfer-details', {
      cvu: VALID_CVU,
      holder_name: 'Ana Banda',
    });
    const second = json<{ data: { details: TransferDetails } }>(again).data.details;
    expect(second).toEqual({
      alias: null,
      cvu: VALID_CVU,
      holder_name: 'Ana Banda',
      code: first.data.details.code,
    });
    expect((await publicGoal(ana)).user.transfer).toEqual(second);
  });

  it('a confirmed transfer moves the goal, its event and the live bar; removing it moves them back', async () => {
    const goalId = await createGoal(t, ana.headers, 10_000);
    const eventId = await createEvent(ana);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openSse(`${base}/api/public/${ana.user.username}/live`);
    try {
      expect((await stream.nextGoal()).goal).toMatchObject({
        id: goalId,
        current_amount: 0,
        confirmed_transfers_amount: 0,
      });

      const created = await record(ana, { amount: '2.000', note: 'Gorra del sábado', event_id: eventId });
      expect(created.message).toBe(M.recorded);
      expect(created.data.transfer).toMatchObject({
        amount: 2_000,
        note: 'Gorra del sábado',
        label: 'Transferencia confirmada por Ana Banda',
        received_at: NOW.toISOString(),
        goal: { id: goalId, title: 'Grabar el disco' },
        event: { id: eventId, title: 'Show en la plaza' },
      });
      expect((await stream.nextGoal()).goal).toEqual({
        id: goalId,
        current_amount: 2_000,
        target_amount: 10_000,
        percentage: 20,
        confirmed_transfers_amount: 2_000,
      });
      expect((await publicGoal(ana)).goal).toMatchObject({
        current_amount: 2_000,
        confirmed_transfers_amount: 2_000,
      });
      expect((await t.deps.raised.raisedAtEvent(eventId)).pesos).toBe(2_000);

      const other = await record(ana, { amount: 500, received_at: '2026-11-27' });
      expect(other.data.transfer).toMatchObject({ received_at: '2026-11-27T15:00:00.000Z', event: null });
      await stream.nextGoal();
      expect((await publicGoal(ana)).goal).toMatchObject({ current_amount: 2_500, percentage: 25 });

      const list = json<{ data: { transfers: ConfirmedTransfer[] } }>(
        await send(ana, 'GET', '/api/transfers'),
      );
      expect(list.data.transfers.map((x) => x.amount)).toEqual([2_000, 500]);

      const removed = await send(ana, 'DELETE', `/api/transfers/${created.data.transfer.id}`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(json<{ message: string }>(removed).message).toBe(M.removed);
      expect((await stream.nextGoal()).goal).toMatchObject({
        current_amount: 500,
        confirmed_transfers_amount: 500,
      });
      expect((await publicGoal(ana)).goal).toMatchObject({
        current_amount: 500,
        confirmed_transfers_amount: 500,
      });
      expect((await t.deps.raised.raisedAtEvent(eventId)).pesos).toBe(0);
    } finally {
      stream.close();
    }
  });

  it('refuses bad input in Spanish, field by field, and records nothing', async () => {
    const before = json<{ data: { transfers: ConfirmedTransfer[] } }>(
      await send(ana, 'GET', '/api/transfers'),
    );
    const cases: [object, Record<string, string>][] = [
      [{}, { amount: M.amountRequired }],
      [{ amount: '1.500,50' }, { amount: M.amountCentavos }],
      [{ amount: -5 }, { amount: M.amountNegative }],
      [{ amount: 'mucho' }, { amount: M.amountInvalid }],
      [{ amount: 20_000_000 }, { amount: M.amountMax }],
      [{ amount: 100, note: 'x'.repeat(201) }, { note: M.noteTooLong }],
      [{ amount: 100, received_at: 'ayer' }, { received_at: M.receivedAtInvalid }],
      [{ amount: 100, received_at: '2026-12-25' }, { received_at: M.receivedAtFuture }],
      [{ amount: 100, event_id: 'uno' }, { event_id: M.eventIdInvalid }],
    ];
    for (const [payload, errors] of cases) {
      const res = await send(ana, 'POST', '/api/transfers', payload);
      expect(res.statusCode, `${JSON.stringify(payload)} ${res.body}`).toBe(400);
      expect(fieldErrors(json<ErrorBody>(res))).toMatchObject(errors);
    }
    const after = json<{ data: { transfers: ConfirmedTransfer[] } }>(
      await send(ana, 'GET', '/api/transfers'),
    );
    expect(after.data.transfers).toEqual(before.data.transfers);
  });

  it('another creator can neither list, delete nor count toward their events a creator’s transfers', async () => {
    const mine = await record(ana, { amount: 700 });
    const theirs = json<{ data: { transfers: ConfirmedTransfer[] } }>(
      await send(bruno, 'GET', '/api/transfers'),
    );
    expect(theirs.data.transfers).toEqual([]);
    const steal = await send(bruno, 'DELETE', `/api/transfers/${mine.data.transfer.id}`);
    expect(steal.statusCode).toBe(404);
    expect(json<ErrorBody>(steal).message).toBe(M.notFound);
    const anaEvent = await createEvent(ana);
    const borrowed = await send(bruno, 'POST', '/api/transfers', { amount: 100, event_id: anaEvent });
    expect(borrowed.statusCode).toBe(404);
    expect(fieldErrors(json<ErrorBody>(borrowed))).toEqual({ event_id: M.eventNotFound });
    const still = json<{ data: { transfers: ConfirmedTransfer[] } }>(
      await send(ana, 'GET', '/api/transfers'),
    );
    expect(still.data.transfers.map((x) => x.id)).toContain(mine.data.transfer.id);
    expect((await send(ana, 'DELETE', '/api/transfers/999999')).statusCode).toBe(404);
  });

  it('the exports carry them apart, with no commission; deleting the account deletes them', async () => {
    const account = json<AccountExport>(await send(ana, 'GET', '/api/exports/account.json'));
    expect(account.transfer_details).toMatchObject({ cvu: VALID_CVU, holder_name: 'Ana Banda' });
    expect(account.confirmed_transfers.map((x) => x.amount).sort()).toEqual([500, 700]);
    const csv = (await send(ana, 'GET', '/api/exports/donations.csv')).body;
    const mine = account.confirmed_transfers.find((x) => x.amount === 700);
    const row = csv.split('\r\n').find((line) => line.endsWith(`;transferencia-${mine?.id}`));
    expect(row).toContain(';Transferencia confirmada por Ana Banda;');
    expect(row).toContain(
      `;${csvAmount(700)};${csvAmount(0)};${csvAmount(700)};ARS;${M.csvStatus};${M.csvMethod};`,
    );

    expect((await deleteAccount(t, ana)).statusCode).toBe(200);
    const db = t.deps.database.db;
    const left = await db
      .selectFrom('confirmed_transfers')
      .select('id')
      .where('user_id', '=', ana.user.id)
      .execute();
    const details = await db
      .selectFrom('transfer_details')
      .select('user_id')
      .where('user_id', '=', ana.user.id)
      .execute();
    expect([left, details]).toEqual([[], []]);
  });
});
