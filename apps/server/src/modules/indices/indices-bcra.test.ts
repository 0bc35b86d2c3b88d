import type { AdminIndex, PublicIndex } from '@enlaza/shared/indices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { FakeBcra } from '../../integrations/indices/testing/fake-bcra-server';
import { changeAdminRole } from '../admin/admin-roles';

/** INDICES_SOURCE=bcra: the app reads the (fake) BCRA statistics API through its adapter. */
describe('price indices from the BCRA statistics API', () => {
  const fake = new FakeBcra();
  const clock = new TestClock(new Date('2025-10-02T15:00:00.000Z'));
  let t: TestApp;

  beforeAll(async () => {
    const base = await fake.start();
    fake.series.set(27, [
      { fecha: '2024-09-30', valor: 3.5 },
      ...['2024-10-31', '2024-11-30', '2024-12-31'].map((fecha, i) => ({
        fecha,
        valor: [2.7, 2.4, 2.7][i] as number,
      })),
      ...['01-31', '02-28', '03-31', '04-30', '05-31', '06-30', '07-31', '08-31', '09-30'].map((day, i) => ({
        fecha: `2025-${day}`,
        valor: [2.2, 2.4, 3.7, 2.8, 1.5, 1.6, 1.9, 1.9, 2.1][i] as number,
      })),
    ]);
    fake.series.set(31, [
      { fecha: '2024-10-01', valor: 1250.4 },
      { fecha: '2025-10-01', valor: 1707.48 },
    ]);
    fake.series.set(4, [
      { fecha: '2024-10-01', valor: 1005 },
      { fecha: '2025-10-01', valor: 1475.5 },
    ]);
    fake.series.set(30, [{ fecha: '2025-10-01', valor: 615.02 }]);
    t = await createTestApp({ clock, env: { INDICES_SOURCE: 'bcra', INDICES_BCRA_URL: base } });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it('stores what the API gives and answers it, with the 12-month change', async () => {
    expect(t.deps.priceIndices.kind).toBe('bcra');
    expect((await t.deps.indices.refreshDue()).map((o) => o.status)).toEqual([
      'stored',
      'stored',
      'stored',
      'stored',
    ]);
    const first = fake.received.find((r) => r.path === '/estadisticas/v3.0/monetarias/31');
    expect(first?.query.get('desde')).toBe('2023-01-01');
    expect(first?.query.get('hasta')).toBe('2025-10-02');
    const indices = json<{ data: { indices: PublicIndex[] } }>(await t.app.inject('/api/indices')).data
      .indices;
    // CPI Oct 2024 … Sep 2025 compounded: 31.7 %; UVA 1707.48 ÷ 1250.4 = 1.36555…; dollar 1475.5 ÷ 1005.
    expect(indices.map((i) => [i.key, i.latest, i.change_12m_pct])).toEqual([
      ['ipc', { date: '2025-09-01', value: '2.1' }, 31.7],
      ['uva', { date: '2025-10-01', value: '1707.48' }, 36.6],
      ['usd_oficial', { date: '2025-10-01', value: '1475.5' }, 46.8],
    ]);
  });

  it('tells operators when the API fails and keeps the values', async () => {
    const operator = await registerCreator(t.app, { full_name: 'Operadora' });
    await changeAdminRole(t.database.db, 'grant', operator.body.email, clock.now());
    clock.advance(24 * 60 * 60_000);
    fake.failWith = 502;
    await t.deps.indices.refreshDue();
    const res = await t.app.inject({ url: '/api/admin/indices', headers: operator.headers });
    const view = json<{ data: { source: string; indices: AdminIndex[] } }>(res).data;
    expect(view.source).toBe('bcra');
    expect(view.indices.find((i) => i.key === 'uva')).toMatchObject({
      latest: { date: '2025-10-01', value: '1707.48' },
      latest_source: 'bcra',
      last_error: 'BCRA: HTTP 502 on /estadisticas/v3.0/monetarias/31',
      failures: 1,
    });
  });
});
