import { describe, expect, it } from 'vitest';
import type { IndexPoint } from './index-arithmetic';
import { type AdjustmentInput, estimateAdjustment, nextAdjustmentDay } from './tier-adjustment';

// Figures copied from the simulator's shipped history (shipped-history.ts); the integration test
// runs the same hand computations over the stored series.
const IPC: IndexPoint[] = [
  { date: '2025-06-01', value: '1.6' },
  { date: '2025-07-01', value: '1.9' },
  { date: '2025-08-01', value: '1.9' },
  { date: '2025-09-01', value: '2.1' },
];
const UVA: IndexPoint[] = [
  { date: '2024-01-01', value: '472.62' },
  { date: '2024-02-01', value: '533.12' },
  { date: '2024-03-01', value: '669.07' },
];
const UVA_2025: IndexPoint[] = [
  { date: '2025-01-01', value: '1384.93' },
  { date: '2025-02-01', value: '1418.17' },
  { date: '2025-03-01', value: '1456.46' },
];
const USD: IndexPoint[] = [{ date: '2025-09-01', value: '1375.00' }];

const base: Omit<AdjustmentInput, 'index' | 'points'> = {
  basePointDate: null,
  currentCents: 200_000,
  usdDollars: null,
  capPct: 10,
  roundTo: 100,
  minCents: 10_000,
  maxCents: 25_000_000,
};

describe('the next amount of an indexed tier', () => {
  it('ipc compounds the monthly rates after the base month: 2000 × 1.019 × 1.019 × 1.021 = 2120.33', () => {
    const ipc = { ...base, index: 'ipc' as const, points: IPC, basePointDate: '2025-06-01' };
    const estimate = estimateAdjustment(ipc);
    expect(estimate).toMatchObject({
      amountCents: 210_000,
      capped: false,
      clamped: false,
      indexChangePct: '6.0',
    });
    expect(estimate?.from).toEqual(IPC[0]);
    expect(estimate?.to).toEqual(IPC[3]);
    expect(estimateAdjustment({ ...ipc, roundTo: 10 })?.amountCents).toBe(212_000);
    expect(estimateAdjustment({ ...ipc, roundTo: 500 })?.amountCents).toBe(200_000);
  });

  it('uva divides latest by base: 2000 × 1456.46 / 1384.93 = 2103.30', () => {
    const uva = { ...base, index: 'uva' as const, points: UVA_2025, basePointDate: '2025-01-01' };
    expect(estimateAdjustment(uva)).toMatchObject({
      amountCents: 210_000,
      capped: false,
      indexChangePct: '5.2',
    });
    expect(estimateAdjustment({ ...uva, roundTo: 10, currentCents: 300_000 })?.amountCents).toBe(315_000);
  });

  it('caps at cap_pct, rounding down so the cap holds (2000 × 669.07 / 472.62 = 2831.32 → 2200)', () => {
    const uva = { ...base, index: 'uva' as const, points: UVA, basePointDate: '2024-01-01' };
    expect(estimateAdjustment(uva)).toMatchObject({
      amountCents: 220_000,
      capped: true,
      indexChangePct: '41.6',
    });
    expect(estimateAdjustment({ ...uva, roundTo: 500 })?.amountCents).toBe(200_000);
    expect(estimateAdjustment({ ...uva, capPct: 50 })).toMatchObject({ amountCents: 280_000, capped: false });
    expect(estimateAdjustment({ ...uva, capPct: 50, roundTo: 10 })?.amountCents).toBe(283_000);
  });

  it('usd_oficial is the dollars at the latest rate: US$ 3 × 1375.00 = 4125', () => {
    const usd = { ...base, index: 'usd_oficial' as const, points: USD, usdDollars: 3, currentCents: 400_000 };
    expect(estimateAdjustment(usd)).toMatchObject({ amountCents: 410_000, capped: false });
    expect(estimateAdjustment({ ...usd, roundTo: 10 })?.amountCents).toBe(413_000);
    expect(estimateAdjustment({ ...usd, roundTo: 500 })?.amountCents).toBe(400_000);
    // From $ 3.600 the cap (+10 %) is $ 3.960.
    expect(estimateAdjustment({ ...usd, currentCents: 360_000, roundTo: 10 })).toMatchObject({
      amountCents: 396_000,
      capped: true,
    });
  });

  it("is clamped to the provider's per-charge maximum", () => {
    const uva = { ...base, index: 'uva' as const, points: UVA, basePointDate: '2024-01-01' };
    expect(estimateAdjustment({ ...uva, currentCents: 24_000_000 })).toMatchObject({
      amountCents: 25_000_000,
      clamped: true,
    });
  });

  it('cannot tell without the base point or a month of rates', () => {
    expect(estimateAdjustment({ ...base, index: 'ipc', points: IPC, basePointDate: null })).toBeNull();
    expect(estimateAdjustment({ ...base, index: 'uva', points: [], basePointDate: '2024-01-01' })).toBeNull();
    const gap = [IPC[0], IPC[2]] as IndexPoint[];
    expect(
      estimateAdjustment({ ...base, index: 'ipc', points: gap, basePointDate: '2025-06-01' }),
    ).toBeNull();
  });
});

describe('the next adjustment day', () => {
  it('is the first 1st of a month at least every_months after, across month ends and leap days', () => {
    expect(nextAdjustmentDay('2026-11-28', 3)).toBe('2027-03-01');
    expect(nextAdjustmentDay('2027-03-01', 1)).toBe('2027-04-01');
    expect(nextAdjustmentDay('2024-01-31', 1)).toBe('2024-03-01');
    expect(nextAdjustmentDay('2023-12-29', 2)).toBe('2024-03-01');
    expect(nextAdjustmentDay('2024-02-29', 12 / 2)).toBe('2024-09-01');
    expect(nextAdjustmentDay('2024-08-31', 6)).toBe('2025-03-01');
    expect(nextAdjustmentDay('2025-12-01', 1)).toBe('2026-01-01');
  });
});
