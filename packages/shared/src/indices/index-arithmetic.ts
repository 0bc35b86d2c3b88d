import {
  divide,
  factorToPercent,
  multiply,
  ONE,
  parseDecimal,
  percentFactor,
  type Ratio,
} from './exact-decimal';
import { addMonths, monthStart, monthsBetween } from './index-dates';
import type { IndexSeriesKind } from './messages';

/** One published value: the day it belongs to and the value as a decimal string. */
export interface IndexPoint {
  date: string;
  value: string;
}

/**
 * The last point dated on or before `date`, or null when the series starts after it. `points` are in
 * ascending date order (as repositories and adapters give them); ISO dates compare as text.
 */
export function valueAtOrBefore(points: readonly IndexPoint[], date: string): IndexPoint | null {
  let low = 0;
  let high = points.length - 1;
  let found: IndexPoint | null = null;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const point = points[mid] as IndexPoint;
    if (point.date <= date) {
      found = point;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  return found;
}

/** A level's base may be at most this many days older than the day asked for (weekends, holidays, gaps). */
export const LEVEL_BASE_MAX_DAYS_BEFORE = 31;

function daysApart(earlier: string, later: string): number {
  return (Date.parse(`${later}T00:00:00Z`) - Date.parse(`${earlier}T00:00:00Z`)) / 86_400_000;
}

/** The level on `date` (the last value at or before it, if recent enough), exactly. */
function levelAt(points: readonly IndexPoint[], date: string): Ratio | null {
  const point = valueAtOrBefore(points, date);
  if (!point || daysApart(point.date, date) > LEVEL_BASE_MAX_DAYS_BEFORE) return null;
  return parseDecimal(point.value);
}

/**
 * The product of the monthly rates of the months after `from`'s month up to `to`'s month, inclusive:
 * the price level's growth from the end of one month to the end of the other. Null when a month is
 * missing.
 */
function compoundRates(points: readonly IndexPoint[], from: string, to: string): Ratio | null {
  const months = monthsBetween(from, to);
  if (months < 0) return null;
  const byMonth = new Map(points.map((p) => [monthStart(p.date), p.value]));
  let factor = ONE;
  for (let i = 1; i <= months; i += 1) {
    const rate = byMonth.get(monthStart(addMonths(monthStart(from), i)));
    if (rate === undefined) return null;
    factor = multiply(factor, percentFactor(rate));
  }
  return factor;
}

/**
 * How much the series grew from `from` to `to`, as an exact factor (1.3125 = +31.25 %); null when the
 * series cannot tell (no value near a date, a month missing, a zero base).
 * - level series: value at or before `to` ÷ value at or before `from`;
 * - monthly rates: the compound of every month after `from`'s month up to `to`'s month.
 */
export function growthFactor(
  kind: IndexSeriesKind,
  points: readonly IndexPoint[],
  from: string,
  to: string,
): Ratio | null {
  if (kind === 'monthly_rate') return compoundRates(points, from, to);
  const start = levelAt(points, from);
  const end = levelAt(points, to);
  if (!start || !end || start.num === 0n) return null;
  return divide(end, start);
}

/**
 * The change over the 12 months to the series' latest value, in % with one decimal ('31.3'), or null
 * without enough history. A level compares its latest value with the value 12 months earlier (at or
 * before that day: 2024-02-29 looks at 2023-02-28); monthly rates compound their last 12 months.
 */
export function change12mPct(kind: IndexSeriesKind, points: readonly IndexPoint[]): string | null {
  const latest = points.at(-1);
  if (!latest) return null;
  const from = addMonths(latest.date, -12);
  const factor = growthFactor(kind, points, from, latest.date);
  return factor ? factorToPercent(factor, 1) : null;
}
