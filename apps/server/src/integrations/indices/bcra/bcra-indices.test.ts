import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PriceIndexSourceError } from '../price-index-port';
import { FakeBcra } from '../testing/fake-bcra-server';
import { BcraIndices, bcraDecimal } from './bcra-indices';

describe('the BCRA statistics adapter against a local fake API', () => {
  const fake = new FakeBcra();
  let base = '';
  let bcra: BcraIndices;

  beforeAll(async () => {
    base = await fake.start();
    fake.series.set(27, [
      { fecha: '2025-07-31', valor: 1.9 },
      { fecha: '2025-08-31', valor: 1.9 },
      { fecha: '2025-09-30', valor: 2.1 },
    ]);
    fake.series.set(31, [
      { fecha: '2025-09-29', valor: 1675.64 },
      { fecha: '2025-09-30', valor: 1676.8 },
      { fecha: '2025-10-01', valor: 1677.93 },
    ]);
    fake.series.set(4, [
      { fecha: '2025-09-30', valor: 1450 },
      { fecha: '2025-10-01', valor: 1475.5 },
    ]);
    fake.series.set(30, [{ fecha: '2025-10-01', valor: 602.7891 }]);
  });
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.received.length = 0;
    fake.failWith = null;
    fake.commaDecimals = false;
    fake.flatShape = false;
    fake.pageCap = 3000;
    bcra = new BcraIndices({ baseUrl: base });
  });

  it('looks the variables up by description once, then asks for each series by its id and dates', async () => {
    expect(await bcra.variableId('ipc')).toBe(27);
    expect(await bcra.variableId('uva')).toBe(31);
    expect(await bcra.variableId('cer')).toBe(30);
    expect(await bcra.variableId('usd_oficial')).toBe(4);
    const uva = await bcra.fetchSeries('uva', { from: '2025-09-30', to: '2025-10-01' });
    expect(uva).toEqual([
      { date: '2025-09-30', value: '1676.8' },
      { date: '2025-10-01', value: '1677.93' },
    ]);
    expect(fake.received.filter((r) => r.path === '/estadisticas/v3.0/monetarias')).toHaveLength(1);
    const call = fake.received.at(-1);
    expect(call?.path).toBe('/estadisticas/v3.0/monetarias/31');
    expect(call?.query.get('desde')).toBe('2025-09-30');
    expect(call?.query.get('hasta')).toBe('2025-10-01');
  });

  it('dates monthly inflation on its month’s first day, in ascending order', async () => {
    expect(await bcra.fetchSeries('ipc', { from: '2025-08-01', to: '2025-10-31' })).toEqual([
      { date: '2025-08-01', value: '1.9' },
      { date: '2025-09-01', value: '2.1' },
    ]);
  });

  it('reads text values with comma decimals and the flat v2.0 shape', async () => {
    fake.commaDecimals = true;
    expect(await bcra.fetchSeries('usd_oficial', { from: '2025-01-01', to: '2025-12-31' })).toEqual([
      { date: '2025-09-30', value: '1450' },
      { date: '2025-10-01', value: '1475.5' },
    ]);
    fake.commaDecimals = false;
    fake.flatShape = true;
    expect(await bcra.fetchSeries('cer', { from: '2025-01-01', to: '2025-12-31' })).toEqual([
      { date: '2025-10-01', value: '602.7891' },
    ]);
  });

  it('follows the pages until it has every value', async () => {
    fake.pageCap = 1;
    const uva = await bcra.fetchSeries('uva', { from: '2025-01-01', to: '2025-12-31' });
    expect(uva.map((p) => p.date)).toEqual(['2025-09-29', '2025-09-30', '2025-10-01']);
    expect(fake.received.filter((r) => r.path.endsWith('/31')).map((r) => r.query.get('offset'))).toEqual([
      '0',
      '1',
      '2',
    ]);
  });

  it('turns a failing or unreachable API into PriceIndexSourceError, and retries the lookup later', async () => {
    fake.failWith = 503;
    await expect(bcra.fetchSeries('uva', { from: '2025-01-01', to: '2025-12-31' })).rejects.toThrow(
      PriceIndexSourceError,
    );
    fake.failWith = null;
    expect(await bcra.fetchSeries('uva', { from: '2025-10-01', to: '2025-10-01' })).toHaveLength(1);
    const nowhere = new BcraIndices({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 2_000 });
    await expect(nowhere.fetchSeries('ipc', { from: '2025-01-01', to: '2025-12-31' })).rejects.toThrow(
      PriceIndexSourceError,
    );
  });

  it('refuses values it cannot read instead of storing a wrong figure', () => {
    expect(bcraDecimal(1523.45)).toBe('1523.45');
    expect(bcraDecimal('1.523,45')).toBe('1523.45');
    expect(bcraDecimal('1523.45')).toBe('1523.45');
    expect(bcraDecimal(1e-7)).toBe('0.0000001');
    expect(bcraDecimal(1676.8000000000002)).toBe('1676.8');
    expect(bcraDecimal(602.78912345678)).toBe('602.78912346');
    expect(bcraDecimal('n/d')).toBeNull();
    expect(bcraDecimal(Number.NaN)).toBeNull();
  });
});
