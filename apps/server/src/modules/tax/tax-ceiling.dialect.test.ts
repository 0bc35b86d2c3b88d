import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TaxSummary } from '@enlaza/shared/tax';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { runMonotributoCommand } from './monotributo-cli';

type Headers = Record<string, string>;

describe('the monotributo ceiling (issue 36)', () => {
  let t: TestApp;
  const clock = new TestClock(new Date('2026-11-15T15:00:00Z'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-ceilings-'));
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const summaryOf = async (headers: Headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tax/summary', headers });
    expect(res.statusCode, res.body).toBe(200);
    return json<{ data: TaxSummary }>(res).data;
  };
  const setCategory = (headers: Headers, category: string | null) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/tax/settings',
      headers,
      payload: { monotributo_category: category },
    });
  /** An approved one-off donation in October 2026 (inside the last twelve whole months). */
  const approve = async (userId: number, pesos: number) => {
    const id = randomUUID();
    const at = '2026-10-10T15:00:00.000Z';
    await t.database.db
      .insertInto('donations')
      .values({
        id,
        external_reference: id,
        user_id: userId,
        amount_cents: pesos * 100,
        platform_commission_cents: 0,
        creator_amount_cents: pesos * 100,
        currency: 'ARS',
        mp_status: 'approved',
        processed_at: at,
        created_at: at,
        updated_at: at,
      })
      .execute();
    return id;
  };
  const refund = (id: string) =>
    t.database.db
      .updateTable('donations')
      .set({ mp_status: 'refunded', reversed_at: '2026-10-20T15:00:00.000Z' })
      .where('id', '=', id)
      .execute();
  const ceilingMails = async (userId: number) =>
    t.database.db
      .selectFrom('mail_queue')
      .select(['payload'])
      .where('kind', '=', 'tax_ceiling')
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();

  it('assumes nothing without a category, and shows the ceiling with one', async () => {
    const creator = await registerCreator(t.app);
    await approve(creator.user.id, 1_000_000);
    expect((await summaryOf(creator.headers)).ceiling).toBeNull();
    const saved = await setCategory(creator.headers, 'A');
    expect(saved.statusCode, saved.body).toBe(200);
    const { ceiling, rolling_12m } = await summaryOf(creator.headers);
    expect(rolling_12m).toMatchObject({ from: '2025-11', to: '2026-10' });
    expect(ceiling).toEqual({
      category: 'A',
      annual_limit: 8_992_597.87,
      rolling_12m: 1_000_000,
      used_pct: 11.1,
      effective_from: '2025-08-01',
      alert_level: 0,
    });
  });

  it('mails once at 80 %, again only after dropping below and crossing again', async () => {
    const creator = await registerCreator(t.app);
    const other = await registerCreator(t.app);
    await setCategory(creator.headers, 'A');
    await setCategory(other.headers, 'K');
    const first = await approve(creator.user.id, 7_200_000); // 80.07 % of A
    await t.deps.tax.alerts.checkAll();
    expect(await ceilingMails(creator.user.id)).toHaveLength(1);
    expect(JSON.parse((await ceilingMails(creator.user.id))[0]?.payload ?? '{}')).toEqual({
      category: 'A',
      threshold: 80,
    });
    expect((await summaryOf(creator.headers)).ceiling?.alert_level).toBe(80);
    await t.deps.tax.alerts.checkAll();
    await setCategory(creator.headers, 'A'); // saving the same category again re-arms nothing
    await t.deps.tax.alerts.checkAll();
    expect(await ceilingMails(creator.user.id)).toHaveLength(1);

    await refund(first); // back to 0 %: re-armed, no mail
    await t.deps.tax.alerts.checkAll();
    expect(await ceilingMails(creator.user.id)).toHaveLength(1);
    await approve(creator.user.id, 7_300_000);
    await t.deps.tax.alerts.checkAll();
    expect(await ceilingMails(creator.user.id)).toHaveLength(2);
    // Past the ceiling: the 100 % mail, once.
    await approve(creator.user.id, 2_000_000);
    await t.deps.tax.alerts.checkAll();
    await t.deps.tax.alerts.checkAll();
    const mails = await ceilingMails(creator.user.id);
    expect(mails.map((m) => JSON.parse(m.payload).threshold)).toEqual([80, 80, 100]);
    expect(await ceilingMails(other.user.id)).toHaveLength(0);
  });

  it('applies a newly loaded ceiling table at once, and refuses a bad file unchanged', async () => {
    const creator = await registerCreator(t.app);
    await setCategory(creator.headers, 'D');
    await approve(creator.user.id, 11_467_305);
    expect((await summaryOf(creator.headers)).ceiling?.used_pct).toBe(50);

    const bad = path.join(dir, 'bad.json');
    fs.writeFileSync(
      bad,
      JSON.stringify({ effective_from: '2026-08-01', categories: [{ category: 'Z', annual_limit: 1 }] }),
    );
    const refused = await runMonotributoCommand(t.database.db, clock.now(), ['load', bad]);
    expect(refused.code).toBe(1);
    expect(refused.text).toContain('La tabla no es válida');
    expect((await summaryOf(creator.headers)).ceiling?.used_pct).toBe(50);

    const file = path.join(dir, 'ceilings.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        effective_from: '2026-08-01',
        categories: [{ category: 'D', annual_limit: 45_869_220.1 }],
      }),
    );
    const loaded = await runMonotributoCommand(t.database.db, clock.now(), ['load', file]);
    expect(loaded).toEqual({ code: 0, text: 'Cargamos 1 categorías vigentes desde el 01/08/2026.' });
    const { ceiling } = await summaryOf(creator.headers);
    expect(ceiling).toMatchObject({ used_pct: 25, effective_from: '2026-08-01', annual_limit: 45_869_220.1 });
    expect((await runMonotributoCommand(t.database.db, clock.now(), ['lod'])).code).toBe(2);
  });
});
