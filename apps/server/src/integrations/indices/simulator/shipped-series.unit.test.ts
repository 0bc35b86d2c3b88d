import {
  change12mPct,
  factorToPercent,
  growthFactor,
  type IndexPoint,
  isCalendarDate,
  isDecimal,
  roundRatio,
  valueAtOrBefore,
} from '@enlaza/shared/indices';
import { describe, expect, it } from 'vitest';
import { SHIPPED_HISTORY } from './shipped-history';
import { SAMPLE_MONTHLY_RATES, simulatedSeries } from './simulator-continuation';

/** The series as shipped, up to their last line (2025-09). */
const SHIPPED_DAY = '2025-09-30';
const ipc = simulatedSeries('ipc', '2025-10-20');
const uva = simulatedSeries('uva', SHIPPED_DAY);
const usd = simulatedSeries('usd_oficial', SHIPPED_DAY);

describe('the shipped history', () => {
  it('is well formed: real dates in ascending order, decimal values, a source named, samples labelled', () => {
    for (const [key, series] of Object.entries(SHIPPED_HISTORY)) {
      const points = simulatedSeries(key as keyof typeof SHIPPED_HISTORY, SHIPPED_DAY);
      expect(points.length, key).toBeGreaterThanOrEqual(24);
      for (const [i, p] of points.entries()) {
        expect(isCalendarDate(p.date) && isDecimal(p.value), `${key} ${p.date}`).toBe(true);
        if (i > 0) expect(p.date > (points[i - 1] as IndexPoint).date).toBe(true);
      }
      expect(series.source.length).toBeGreaterThan(20);
      if (series.sample) expect(series.source).toMatch(/^SAMPLE VALUES/);
    }
    expect(SHIPPED_HISTORY.ipc.sample).toBe(false);
  });
});

describe('index arithmetic over the shipped series (hand computations)', () => {
  it('compounds the last 12 monthly CPI rates for the 12-month change', () => {
    // Oct 2024 … Sep 2025: 1.027 × 1.024 × 1.027 × 1.022 × 1.024 × 1.037 × 1.028 × 1.015 × 1.016 ×
    // 1.019 × 1.019 × 1.021 = 1.3173386… (INDEC's own figure, from unrounded levels, is 31.8 %).
    expect(ipc.at(-1)).toEqual({ date: '2025-09-01', value: '2.1' });
    expect(change12mPct('monthly_rate', ipc)).toBe('31.7');
    // Jan … Dec 2023: 211.198… % (INDEC: 211.4 %).
    const through2023 = ipc.filter((p) => p.date <= '2023-12-01');
    expect(change12mPct('monthly_rate', through2023)).toBe('211.2');
    // A month missing: no figure rather than a wrong one.
    expect(
      change12mPct(
        'monthly_rate',
        ipc.filter((p) => p.date !== '2025-03-01'),
      ),
    ).toBeNull();
    expect(change12mPct('monthly_rate', ipc.slice(0, 11))).toBeNull();
  });

  it('divides a level by its value 12 months before', () => {
    // UVA 1675.64 (2025-09-01) ÷ 1202.31 (2024-09-01) = 1.393683… → 39.4 %.
    expect(change12mPct('level', uva)).toBe('39.4');
    // Dollar 1375.00 ÷ 985.00 = 1.395939… → 39.6 %.
    expect(change12mPct('level', usd)).toBe('39.6');
    // UVA 2024-01-01 → 2025-01-01: 1384.93 ÷ 472.62 = 2.930325…
    const factor = growthFactor('level', uva, '2024-01-01', '2025-01-01');
    expect(factor && roundRatio(factor, 6)).toBe('2.930325');
    expect(factor && factorToPercent(factor, 2)).toBe('193.03');
  });

  it('finds the value at or before a date', () => {
    expect(valueAtOrBefore(uva, '2024-03-01')).toEqual({ date: '2024-03-01', value: '669.07' });
    expect(valueAtOrBefore(uva, '2024-03-31')).toEqual({ date: '2024-03-01', value: '669.07' });
    expect(valueAtOrBefore(uva, '2024-02-29')).toEqual({ date: '2024-02-01', value: '533.12' });
    expect(valueAtOrBefore(uva, '2022-12-31')).toBeNull();
    expect(valueAtOrBefore(uva, '2030-01-01')).toEqual({ date: '2025-09-01', value: '1675.64' });
    expect(valueAtOrBefore([], '2025-01-01')).toBeNull();
  });

  it('compounds CPI months between two dates whatever their day (month ends, leap day)', () => {
    // From the end of Jan 2024 (any day of it) to the end of Mar 2024: Feb 13.2 % and Mar 11.0 %.
    const a = growthFactor('monthly_rate', ipc, '2024-01-31', '2024-03-01');
    const b = growthFactor('monthly_rate', ipc, '2024-01-01', '2024-03-31');
    expect(a && roundRatio(a, 6)).toBe('1.256520');
    expect(b).toEqual(a);
    // The leap day belongs to February: Feb 29 → Mar 31 is March alone.
    const march = growthFactor('monthly_rate', ipc, '2024-02-29', '2024-03-31');
    expect(march && roundRatio(march, 3)).toBe('1.110');
    expect(growthFactor('monthly_rate', ipc, '2024-03-01', '2024-03-31')).toEqual({ num: 1n, den: 1n });
  });

  it('looks 12 months back from a leap day and a month end to the clamped day', () => {
    const daily: IndexPoint[] = [
      { date: '2023-02-27', value: '100' },
      { date: '2023-02-28', value: '110' },
      { date: '2023-03-31', value: '120' },
      { date: '2024-02-29', value: '165' },
    ];
    // 2024-02-29 − 12 months = 2023-02-28: 165 ÷ 110 = 1.5.
    expect(change12mPct('level', daily)).toBe('50.0');
    // 2024-03-31 − 12 months = 2023-03-31: 180 ÷ 120.
    expect(change12mPct('level', [...daily, { date: '2024-03-31', value: '180' }])).toBe('50.0');
    // Nothing within a month before the day a year back: no figure.
    expect(
      change12mPct('level', [
        { date: '2022-12-01', value: '1' },
        { date: '2024-02-29', value: '2' },
      ]),
    ).toBeNull();
  });
});

describe('the simulator continuation', () => {
  it('is deterministic and only adds values as days pass', () => {
    for (const key of ['ipc', 'uva', 'cer', 'usd_oficial'] as const) {
      const later = simulatedSeries(key, '2026-11-28');
      expect(simulatedSeries(key, '2026-11-28')).toEqual(later);
      const earlier = simulatedSeries(key, '2026-06-10');
      expect(later.slice(0, earlier.length)).toEqual(earlier);
      expect(later.length).toBeGreaterThan(earlier.length);
    }
  });

  it('continues each series by its rule (hand computations)', () => {
    const uvaNow = simulatedSeries('uva', '2025-11-01');
    // 1675.64 × 1.019 (CPI Aug 2025) = 1707.477… → 1707.48; × 1.021 (Sep 2025) = 1743.337… → 1743.34.
    expect(uvaNow.slice(-2)).toEqual([
      { date: '2025-10-01', value: '1707.48' },
      { date: '2025-11-01', value: '1743.34' },
    ]);
    // The dollar's sample crawl: 1375.00 × 1.01 = 1388.75.
    expect(simulatedSeries('usd_oficial', '2025-10-01').at(-1)).toEqual({
      date: '2025-10-01',
      value: '1388.75',
    });
  });

  it('shows a month of CPI from the 15th of the next month, from the sample cycle', () => {
    expect(simulatedSeries('ipc', '2025-11-14').at(-1)?.date).toBe('2025-09-01');
    expect(simulatedSeries('ipc', '2025-11-15').at(-1)).toEqual({
      date: '2025-10-01',
      value: SAMPLE_MONTHLY_RATES[9],
    });
    const today = simulatedSeries('ipc', '2026-11-28');
    expect(today.at(-1)?.date).toBe('2026-10-01');
    // Believable: the 12-month change of the sample year stays in the range of the last published year.
    const change = Number(change12mPct('monthly_rate', today));
    expect(change).toBeGreaterThan(20);
    expect(change).toBeLessThan(40);
  });
});
