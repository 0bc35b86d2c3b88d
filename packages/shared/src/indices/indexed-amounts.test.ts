import { describe, expect, it } from 'vitest';
import type { IndexPoint } from './index-arithmetic';
import { CHIP_ROUND_CENTS, GOAL_ROUND_CENTS, todayAmountCents } from './indexed-amounts';

// Figures copied from the simulator's shipped history (shipped-history.ts).
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

const chip = (index: 'ipc' | 'uva', points: IndexPoint[], pesos: number, today = '2026-01-01') =>
  todayAmountCents({
    index,
    points,
    basePointDate: points[0]?.date ?? '',
    baseCents: pesos * 100,
    today,
    stepCents: CHIP_ROUND_CENTS,
  });

describe('amounts in pesos de hoy (issue 33)', () => {
  it('IPC: the rates after the base month compounded (1.019 × 1.019 × 1.021 = 1.060166581), to $ 100', () => {
    // 500 × 1.0602 = 530.08 → 500; 1.000 → 1.060,17 → 1.100; 2.000 → 2.120,33 → 2.100; 1.550 → 1.643,26 → 1.600.
    expect([500, 1000, 2000, 1550].map((p) => chip('ipc', IPC, p))).toEqual([
      50_000, 110_000, 210_000, 160_000,
    ]);
  });

  it('UVA: latest ÷ base (669.07 / 472.62 = 1.41566…); the goal to $ 1.000', () => {
    expect([500, 1000, 2000].map((p) => chip('uva', UVA, p))).toEqual([70_000, 140_000, 280_000]);
    // 500.000 × 1.4156616… = 707.830,82 → 708.000.
    const goal = todayAmountCents({
      index: 'uva',
      points: UVA,
      basePointDate: '2024-01-01',
      baseCents: 50_000_000,
      today: '2024-03-15',
      stepCents: GOAL_ROUND_CENTS,
    });
    expect(goal).toBe(70_800_000);
  });

  it('keeps the base while nothing newer is known, and ignores points after today', () => {
    expect(chip('uva', UVA.slice(0, 1), 1550)).toBe(155_000);
    // On 2024-02-15 the 2024-03-01 value (published ahead) is not used: 533.12 / 472.62 → 1.128,01 → 1.100.
    expect(chip('uva', UVA, 1000, '2024-02-15')).toBe(110_000);
  });

  it('answers null when a month is missing', () => {
    const gap = [IPC[0], IPC[1], IPC[3]] as IndexPoint[];
    expect(chip('ipc', gap, 1000)).toBeNull();
  });
});
