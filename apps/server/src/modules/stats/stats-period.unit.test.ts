import { describe, expect, it } from 'vitest';
import { compareWithPrevious, periodDays } from './stats-period';

describe('compareWithPrevious', () => {
  it('gives the rounded change and its direction', () => {
    expect(compareWithPrevious(150, 100)).toEqual({ percentage: 50, trend: 'up' });
    expect(compareWithPrevious(80, 100)).toEqual({ percentage: -20, trend: 'down' });
    expect(compareWithPrevious(1, 3)).toEqual({ percentage: -67, trend: 'down' });
    expect(compareWithPrevious(100, 100)).toEqual({ percentage: 0, trend: 'up' });
    expect(compareWithPrevious(0, 40)).toEqual({ percentage: -100, trend: 'down' });
  });

  it('has no percentage without a previous figure to compare with', () => {
    expect(compareWithPrevious(12, null)).toEqual({ percentage: null, trend: null });
    expect(compareWithPrevious(12, 0)).toEqual({ percentage: null, trend: null });
    expect(compareWithPrevious(0, 0)).toEqual({ percentage: null, trend: null });
  });
});

describe('periodDays', () => {
  it('reads Nd periods from 1 to 365 days', () => {
    expect(periodDays('30d')).toBe(30);
    expect(periodDays('7d')).toBe(7);
    expect(periodDays('365d')).toBe(365);
  });

  it.each(['0d', '366d', '30', 'd', '30D', '1e3d', '-5d', ''])('rejects %j', (value) => {
    expect(periodDays(value)).toBeNull();
  });
});
