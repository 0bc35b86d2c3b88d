import { ADMIN_MESSAGES } from '@enlaza/shared/admin';
import type { AdminIndex, IndexKey, IndexPoint, PublicIndex } from '@enlaza/shared/indices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { type PriceIndexSource, PriceIndexSourceError } from '../../integrations/indices/price-index-port';
import { SimulatorIndices } from '../../integrations/indices/simulator/simulator-indices';
import { changeAdminRole } from '../admin/admin-roles';
import { runIndicesCommand } from './indices-cli';
import { indicesRefreshLock, startIndicesJob } from './indices-job';

const HOUR = 60 * 60_000;

/** The simulator, made to fail on demand and counting its calls. */
class FlakySource implements PriceIndexSource {
  readonly kind = 'simulator' as const;
  failing = false;
  calls: IndexKey[] = [];
  constructor(private readonly inner: SimulatorIndices) {}
  async fetchSeries(key: IndexKey, range: { from: string; to: string }): Promise<IndexPoint[]> {
    this.calls.push(key);
    if (this.failing) throw new PriceIndexSourceError('BCRA: HTTP 503 on /estadisticas/v3.0/monetarias');
    return this.inner.fetchSeries(key, range);
  }
}

type Creator = Awaited<ReturnType<typeof registerCreator>>;

/** Issue 33: the daily job stores each series; the public and operator answers; values set by hand. */
describe('price indices', () => {
  // 12:00 in Buenos Aires on 2026-11-28.
  const clock = new TestClock(new Date('2026-11-28T15:00:00.000Z'));
  const source = new FlakySource(new SimulatorIndices(clock));
  let t: TestApp;
  let operator: Creator;
  let creator: Creator;

  const publicList = async () =>
    json<{ data: { indices: PublicIndex[] } }>(await t.app.inject('/api/indices')).data.indices;
  const adminList = async () => {
    const res = await t.app.inject({ url: '/api/admin/indices', headers: operator.headers });
    expect(res.statusCode).toBe(200);
    return json<{ data: { source: string; indices: AdminIndex[] } }>(res).data;
  };
  const latestOf = async (key: IndexKey) => (await publicList()).find((i) => i.key === key)?.latest;
  const rowCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('price_index_values')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp({ clock, priceIndices: source });
    operator = await registerCreator(t.app, { full_name: 'Operadora' });
    creator = await registerCreator(t.app, { full_name: 'Ana Prueba' });
    await changeAdminRole(t.database.db, 'grant', operator.body.email, clock.now());
  });
  afterAll(() => t.close());

  it('answers every public series with no value before the first refresh', async () => {
    const res = await t.app.inject('/api/indices');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/public/);
    expect(await publicList()).toEqual([
      { key: 'ipc', name: 'Inflación mensual (IPC)', latest: null, change_12m_pct: null },
      { key: 'uva', name: 'Unidad de Valor Adquisitivo (UVA)', latest: null, change_12m_pct: null },
      { key: 'usd_oficial', name: 'Dólar oficial minorista', latest: null, change_12m_pct: null },
    ]);
  });

  it('stores each series once a day, with the latest value and the 12-month change', async () => {
    const outcomes = await t.deps.indices.refreshDue();
    expect(outcomes.map((o) => `${o.key}:${o.status}`)).toEqual([
      'ipc:stored',
      'uva:stored',
      'cer:stored',
      'usd_oficial:stored',
    ]);
    // The simulator from 2023-01 on: 46 CPI months (to October 2026) and 47 month starts of each level.
    expect(await rowCount()).toBe(46 + 47 * 3);
    // Hand figures (simulator-continuation.ts): October's CPI is out from November 15th; the 12-month
    // changes compound Nov 2025 … Oct 2026 (sample rates) and divide Nov 2026 by Nov 2025.
    expect(await publicList()).toEqual([
      {
        key: 'ipc',
        name: 'Inflación mensual (IPC)',
        latest: { date: '2026-10-01', value: '2.0' },
        change_12m_pct: 30.7,
      },
      {
        key: 'uva',
        name: 'Unidad de Valor Adquisitivo (UVA)',
        latest: { date: '2026-11-01', value: '2279.06' },
        change_12m_pct: 30.7,
      },
      {
        key: 'usd_oficial',
        name: 'Dólar oficial minorista',
        latest: { date: '2026-11-01', value: '1580.54' },
        change_12m_pct: 12.7,
      },
    ]);
    source.calls = [];
    clock.advance(HOUR);
    expect((await t.deps.indices.refreshDue()).every((o) => o.status === 'fresh')).toBe(true);
    expect(source.calls).toEqual([]);
  });

  it('keeps the last values when the source fails, shows operators the failure, and retries each round', async () => {
    const before = await publicList();
    const rows = await rowCount();
    // The next Argentine day: every series is due again, and the source is down.
    clock.advance(24 * HOUR);
    source.failing = true;
    const failed = await t.deps.indices.refreshDue();
    expect(failed.map((o) => o.status)).toEqual(['failed', 'failed', 'failed', 'failed']);
    expect(await publicList()).toEqual(before);
    expect(await rowCount()).toBe(rows);
    let view = await adminList();
    expect(view.source).toBe('simulator');
    const uva = view.indices.find((i) => i.key === 'uva');
    expect(uva).toMatchObject({
      latest: { date: '2026-11-01', value: '2279.06' },
      latest_source: 'simulator',
      last_success_at: '2026-11-28T15:00:00.000Z',
      last_attempt_at: '2026-11-29T16:00:00.000Z',
      last_error: 'BCRA: HTTP 503 on /estadisticas/v3.0/monetarias',
      failures: 1,
    });

    // The next round (an hour later) tries again: still down, one more failure.
    source.calls = [];
    clock.advance(HOUR);
    await t.deps.indices.refreshDue();
    expect(source.calls).toEqual(['ipc', 'uva', 'cer', 'usd_oficial']);
    view = await adminList();
    expect(view.indices.every((i) => i.failures === 2)).toBe(true);

    // Back up: stored, the failure cleared; December's first day brings new level values.
    clock.advance(3 * 24 * HOUR);
    source.failing = false;
    expect((await t.deps.indices.refreshDue()).every((o) => o.status === 'stored')).toBe(true);
    view = await adminList();
    expect(view.indices.find((i) => i.key === 'uva')).toMatchObject({
      latest: { date: '2026-12-01' },
      last_error: null,
      failures: 0,
      last_success_at: '2026-12-02T17:00:00.000Z',
    });
  });

  it('runs on one copy at a time, under the job lease', async () => {
    clock.advance(24 * HOUR);
    const first = indicesRefreshLock(t.deps);
    const second = indicesRefreshLock(t.deps);
    source.calls = [];
    expect(await first.runHeld(async () => 'held')).toBe('held');
    expect(await second.runHeld(() => t.deps.indices.refreshDue())).toBeNull();
    expect(source.calls).toEqual([]);
    await first.release();
    expect(await second.runHeld(() => t.deps.indices.refreshDue())).toHaveLength(4);
    expect(source.calls).toHaveLength(4);
    await second.release();
  });

  it('refreshes as soon as the server starts its jobs, unless another copy holds the lease', async () => {
    clock.advance(24 * HOUR);
    const other = indicesRefreshLock(t.deps);
    expect(await other.acquire()).toBe(true);
    source.calls = [];
    let started = startIndicesJob(t.deps, t.deps.indices);
    await started.job.stop();
    await started.release();
    expect(source.calls).toEqual([]);
    await other.release();
    started = startIndicesJob(t.deps, t.deps.indices);
    await started.job.stop();
    await started.release();
    expect(source.calls).toEqual(['ipc', 'uva', 'cer', 'usd_oficial']);
  });

  it('shows operators the indices and refuses everyone else', async () => {
    expect((await t.app.inject('/api/admin/indices')).statusCode).toBe(401);
    const refused = await t.app.inject({ url: '/api/admin/indices', headers: creator.headers });
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ message: ADMIN_MESSAGES.forbidden });
    const view = await adminList();
    expect(view.indices.map((i) => i.key)).toEqual(['ipc', 'uva', 'cer', 'usd_oficial']);
    expect(view.indices.find((i) => i.key === 'cer')?.latest?.date).toBe('2026-12-01');
  });

  it('records and corrects a value by hand (npm run admin -- indices set); the job never overwrites it', async () => {
    const now = clock.now();
    const set = (...args: string[]) => runIndicesCommand(t.database.db, now, ['set', ...args]);
    expect(await set('uva', '2026-12-02', '2301,5')).toEqual({
      code: 0,
      text: 'Listo: uva al 2026-12-02 vale 2301.5.',
    });
    expect(await latestOf('uva')).toEqual({ date: '2026-12-02', value: '2301.5' });
    const usd = (await latestOf('usd_oficial')) as { date: string; value: string };
    expect(await set('usd_oficial', usd.date, '1600')).toEqual({
      code: 0,
      text: `Listo: usd_oficial al ${usd.date} pasa de ${usd.value} a 1600.`,
    });
    // A monthly rate is dated its month's first day.
    expect((await set('ipc', '2026-11-30', '2.4')).text).toBe('Listo: ipc al 2026-11-01 vale 2.4.');
    expect(await latestOf('ipc')).toEqual({ date: '2026-11-01', value: '2.4' });
    expect((await adminList()).indices.find((i) => i.key === 'usd_oficial')?.latest_source).toBe('operator');

    // The next day's refresh gives the source's own value for that day: the operator's stays.
    clock.advance(24 * HOUR);
    await t.deps.indices.refreshDue();
    expect(await latestOf('usd_oficial')).toEqual({ date: usd.date, value: '1600' });
  });

  it('refuses bad input with a Spanish message and changes nothing', async () => {
    const rows = await rowCount();
    const now = clock.now();
    const run = (...args: string[]) => runIndicesCommand(t.database.db, now, args);
    expect(await run('set', 'merval', '2026-11-02', '10')).toMatchObject({
      code: 1,
      text: expect.stringMatching(/no es un índice conocido/),
    });
    expect(await run('set', 'uva', '2025-02-29', '10')).toMatchObject({
      code: 1,
      text: expect.stringMatching(/no es una fecha válida/),
    });
    expect(await run('set', 'uva', '2027-01-01', '10')).toMatchObject({
      code: 1,
      text: expect.stringMatching(/todavía no llegó/),
    });
    expect(await run('set', 'uva', '2026-11-02', '1.523,45')).toMatchObject({
      code: 1,
      text: expect.stringMatching(/no es un valor válido/),
    });
    expect(await run('set', 'uva', '2026-11-02', '-3')).toMatchObject({
      code: 1,
      text: expect.stringMatching(/mayores que cero/),
    });
    expect(await run('set', 'usd_oficial', '2026-11-02', '0')).toMatchObject({ code: 1 });
    expect(await run('set', 'ipc', '2026-11-02', '-100')).toMatchObject({ code: 1 });
    expect(await run('set', 'uva', '2026-11-02')).toMatchObject({
      code: 2,
      text: expect.stringMatching(/^Uso:/),
    });
    expect(await run('borrar', 'uva', '2026-11-02', '1')).toMatchObject({ code: 2 });
    expect(await rowCount()).toBe(rows);
    // A deflation month is a valid rate.
    expect(await run('set', 'ipc', '2026-06-02', '-0.3')).toMatchObject({ code: 0 });
  });
});
