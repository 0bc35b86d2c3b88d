import type { Comparison } from '@enlaza/shared/stats';

export const MAX_PERIOD_DAYS = 365;

/** '30d' → 30; anything else (including 0d or more than a year) → null. */
export function periodDays(period: string): number | null {
  const m = /^(\d{1,3})d$/.exec(period);
  if (!m) return null;
  const days = Number(m[1]);
  return days >= 1 && days <= MAX_PERIOD_DAYS ? days : null;
}

/**
 * Change of this period against the previous one, as a whole percentage. Without a previous figure
 * (no history recorded, or nothing in it to grow from) there is no percentage and no trend: the
 * dashboard then says 'Sin datos del mes anterior' instead of inventing one.
 */
export function compareWithPrevious(current: number, previous: number | null): Comparison {
  if (previous === null || previous <= 0) return { percentage: null, trend: null };
  const percentage = Math.round(((current - previous) / previous) * 100);
  return { percentage, trend: percentage < 0 ? 'down' : 'up' };
}
