import { argentinaToday } from '@enlaza/shared/events';
import {
  daysInRange,
  STATS_RANGE_DEFAULT_PERIOD,
  shiftDay,
  type statsRangeQuerySchema,
} from '@enlaza/shared/stats';
import type { z } from 'zod';

/** Inclusive Argentine calendar days. */
export interface DayRange {
  startDate: string;
  endDate: string;
  days: number;
}

const range = (startDate: string, endDate: string): DayRange => ({
  startDate,
  endDate,
  days: daysInRange(startDate, endDate),
});

/** When an Argentine calendar day begins, as an ISO UTC instant (Argentina keeps UTC−3). */
export function dayStartIso(day: string): string {
  return new Date(`${day}T00:00:00.000-03:00`).toISOString();
}

/** Every day of the range, in order. */
export function eachDay(r: DayRange): string[] {
  return Array.from({ length: r.days }, (_, i) => shiftDay(r.startDate, i));
}

/** The `days` calendar days ending today, and the same number just before them. */
export function lastDays(now: Date, days: number): { current: DayRange; previous: DayRange } {
  const today = argentinaToday(now);
  const start = shiftDay(today, -(days - 1));
  return { current: range(start, today), previous: range(shiftDay(start, -days), shiftDay(start, -1)) };
}

/**
 * The days a statistics request asks for and the period of equal length just before them ('all' has
 * none). `firstDay` is the creator's first day with anything to count, asked only for 'all'.
 */
export async function resolveRange(
  query: z.output<typeof statsRangeQuerySchema>,
  now: Date,
  firstDay: () => Promise<string>,
): Promise<{ current: DayRange; previous: DayRange | null }> {
  if (query.startDate && query.endDate) {
    const current = range(query.startDate, query.endDate);
    const before = shiftDay(current.startDate, -1);
    return { current, previous: range(shiftDay(before, -(current.days - 1)), before) };
  }
  const period = query.period ?? STATS_RANGE_DEFAULT_PERIOD;
  if (period === 'all') {
    const today = argentinaToday(now);
    const first = await firstDay();
    return { current: range(first < today ? first : today, today), previous: null };
  }
  return lastDays(now, Number(period.replace('d', '')));
}
