import { describe, expect, it } from 'vitest';
import {
  divide,
  factorToPercent,
  isDecimal,
  multiply,
  normalizeDecimal,
  parseDecimal,
  percentFactor,
  roundRatio,
} from './exact-decimal';
import { addMonths, isCalendarDate, monthStart, monthsBetween, nextDay } from './index-dates';

describe('exact decimals for index values', () => {
  it('reads decimal strings exactly and refuses anything else', () => {
    expect(parseDecimal('1523.45')).toEqual({ num: 152345n, den: 100n });
    expect(parseDecimal('-0.5')).toEqual({ num: -5n, den: 10n });
    for (const bad of ['', '1,5', '1e3', '.5', '5.', 'NaN', '1.123456789', '1 000']) {
      expect(isDecimal(bad)).toBe(false);
    }
    expect(normalizeDecimal('001523.4500')).toBe('1523.45');
    expect(normalizeDecimal('-0.0')).toBe('0');
    expect(normalizeDecimal('2.0')).toBe('2');
  });

  it('rounds half away from zero, once, at the end', () => {
    expect(roundRatio({ num: 2345n, den: 1000n }, 2)).toBe('2.35');
    expect(roundRatio({ num: -2345n, den: 1000n }, 2)).toBe('-2.35');
    expect(roundRatio({ num: 2344n, den: 1000n }, 2)).toBe('2.34');
    expect(roundRatio({ num: 1n, den: 3n }, 4)).toBe('0.3333');
    expect(roundRatio({ num: 2n, den: 3n }, 0)).toBe('1');
    expect(roundRatio({ num: -1n, den: 1000n }, 2)).toBe('0.00');
  });

  it('has no float drift: 0.1 + 0.2 style sums and long chains stay exact', () => {
    // 1.1 ^ 30 is 11^30 / 10^30 exactly; as floats it comes out 17.44940226888645.
    let factor = { num: 1n, den: 1n };
    for (let i = 0; i < 30; i += 1) factor = multiply(factor, percentFactor('10'));
    expect(roundRatio(factor, 30)).toBe('17.449402268886407318558803753801');
    expect(roundRatio(factor, 12)).toBe('17.449402268886');
    expect(factorToPercent(divide(parseDecimal('1387.5'), parseDecimal('1110')), 1)).toBe('25.0');
  });
});

describe('index dates', () => {
  it('knows leap days and month ends', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2100-02-29')).toBe(false);
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('2025-04-31')).toBe(false);
    expect(addMonths('2024-02-29', -12)).toBe('2023-02-28');
    expect(addMonths('2024-02-29', 48)).toBe('2028-02-29');
    expect(addMonths('2025-03-31', -1)).toBe('2025-02-28');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2025-12-15', 1)).toBe('2026-01-15');
    expect(addMonths('2026-01-15', -13)).toBe('2024-12-15');
    expect(monthStart('2025-09-30')).toBe('2025-09-01');
    expect(monthsBetween('2025-01-31', '2025-03-01')).toBe(2);
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
    expect(nextDay('2024-02-29')).toBe('2024-03-01');
    expect(nextDay('2025-12-31')).toBe('2026-01-01');
  });
});
