import { argentinaToday } from '@enlaza/shared/events';
import { FEATURED_PERIOD_DAYS, type FeaturedPeriod } from '@enlaza/shared/featured';

const DAY_MS = 86_400_000;
const ARGENTINA_OFFSET_MS = 3 * 3_600_000;

/** The calendar day `n` days after `day` (YYYY-MM-DD; n may be negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The UTC instant an Argentine calendar day starts (Argentina keeps UTC−3 all year). */
export function argentinaDayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + ARGENTINA_OFFSET_MS).toISOString();
}

/**
 * How a period (views after `since`, up to `until`) splits into what each source answers:
 * - whole days up to the day before yesterday: featured_visit_totals of `today`;
 * - yesterday, whole: its stats_daily_views roll-up (final only once the day is over);
 * - today up to `until`, and the start day after `since`: the raw views of those two days.
 */
export interface FeaturedWindow {
  today: string;
  yesterday: string;
  until: string;
  /** Null for the whole history. */
  start: { day: string; since: string } | null;
}

export function featuredWindow(period: FeaturedPeriod, now: Date): FeaturedWindow {
  const days = FEATURED_PERIOD_DAYS[period];
  const today = argentinaToday(now);
  const since = days === null ? null : new Date(now.getTime() - days * DAY_MS);
  return {
    today,
    yesterday: addDays(today, -1),
    until: now.toISOString(),
    start: since ? { day: argentinaToday(since), since: since.toISOString() } : null,
  };
}
