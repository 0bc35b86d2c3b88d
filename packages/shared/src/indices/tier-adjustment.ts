import {
  compare,
  divide,
  factorToPercent,
  multiply,
  parseDecimal,
  percentFactor,
  type Ratio,
  roundRatio,
} from './exact-decimal';
import { growthFactor, type IndexPoint } from './index-arithmetic';
import { addMonths, monthStart, nextDay } from './index-dates';
import { INDEX_SERIES_KIND } from './messages';

/**
 * Indexed monthly tiers (issue 33): how a tier's amount follows a price index. Pure and exact: cents
 * are integers, index values decimal strings, every step a fraction of BigInts rounded once.
 */

/** What a tier can follow ('none': a fixed amount). */
export const TIER_INDEX_CHOICES = ['none', 'ipc', 'uva', 'usd_oficial'] as const;
export type TierIndexChoice = (typeof TIER_INDEX_CHOICES)[number];
export type TierIndexKey = Exclude<TierIndexChoice, 'none'>;

export const ADJUST_EVERY_MONTHS = [1, 3, 6] as const;
export const ADJUST_ROUND_TO = [10, 100, 500] as const;
export const ADJUST_CAP = { min: 1, max: 50, default: 10 } as const;
/** The notice stage runs this many days before an adjustment (integrations.md §9). */
export const ADJUST_NOTICE_DAYS = 7;

/** `days` days after `day` ('YYYY-MM-DD'; month ends and leap days through nextDay). */
export function addDays(day: string, days: number): string {
  let out = day;
  for (let i = 0; i < days; i += 1) out = nextDay(out);
  return out;
}

/**
 * The next adjustment day: the first 1st of a month at least `everyMonths` months after `since`
 * (the day indexing was set, or the last adjustment). 2026-11-28 every 3 months → 2027-03-01;
 * 2024-01-31 every month → 2024-03-01 (2024-02-29 is not a 1st); 2027-03-01 every month → 2027-04-01.
 */
export function nextAdjustmentDay(since: string, everyMonths: number): string {
  const target = addMonths(since, everyMonths);
  return target.endsWith('-01') ? target : addMonths(monthStart(target), 1);
}

export interface AdjustmentInput {
  index: TierIndexKey;
  /** The stored series, ascending, up to the latest value known. */
  points: readonly IndexPoint[];
  /** The point the current amount reflects (ipc, uva): growth is measured from it. */
  basePointDate: string | null;
  currentCents: number;
  /** usd_oficial: the tier in whole US dollars a month; the peso amount is this at the latest rate. */
  usdDollars: number | null;
  capPct: number;
  roundTo: number;
  /** The provider's per-charge limits, in centavos. */
  minCents: number;
  maxCents: number;
}

export interface AdjustmentEstimate {
  /** The new amount, centavos (capped, rounded, within the provider's limits). */
  amountCents: number;
  /** true: the index asked for more than cap_pct and the cap was applied. */
  capped: boolean;
  /** true: the amount was brought within the provider's per-charge limits. */
  clamped: boolean;
  /** The index points compared (usd_oficial: the latest rate twice). */
  from: IndexPoint;
  to: IndexPoint;
  /** The index change from `from` to `to`, in %, one decimal ('6.3'). */
  indexChangePct: string;
}

const cents = (value: number): Ratio => ({ num: BigInt(value), den: 1n });

/** To the nearest multiple of `step` centavos (half up); `down`: never above the value. */
export function toMultiple(value: Ratio, step: number, down: boolean): number {
  const units = divide(value, cents(step));
  let whole = BigInt(roundRatio(units, 0));
  if (down && compare(cents(Number(whole) * step), value) > 0) whole -= 1n;
  return Number(whole) * step;
}

/**
 * The next amount from the stored series: the current amount times the index growth since the base
 * point (ipc: the monthly rates compounded; uva: latest ÷ base), or usd_cents at the latest rate;
 * at most cap_pct above the current amount (then rounded down, so the cap holds), otherwise rounded
 * to the nearest round_to pesos; then within the provider's limits. Null when the series cannot tell.
 */
export function estimateAdjustment(input: AdjustmentInput): AdjustmentEstimate | null {
  const latest = input.points.at(-1);
  if (!latest) return null;
  const base = input.basePointDate ? input.points.find((p) => p.date === input.basePointDate) : undefined;
  const kind = INDEX_SERIES_KIND[input.index];
  let raw: Ratio;
  if (input.index === 'usd_oficial') {
    if (input.usdDollars === null) return null;
    // Dollars × pesos per dollar = pesos; × 100 = centavos (exact: integers and a decimal).
    raw = multiply({ num: BigInt(input.usdDollars) * 100n, den: 1n }, parseDecimal(latest.value));
  } else {
    const factor = base ? growthFactor(kind, input.points, base.date, latest.date) : null;
    if (!factor) return null;
    raw = multiply(cents(input.currentCents), factor);
  }
  const from = base ?? latest;
  const limit = multiply(cents(input.currentCents), percentFactor(String(input.capPct)));
  const capped = compare(raw, limit) > 0;
  const step = input.roundTo * 100;
  let amountCents = toMultiple(capped ? limit : raw, step, capped);
  let clamped = false;
  if (amountCents > input.maxCents) {
    amountCents = input.maxCents;
    clamped = true;
  } else if (amountCents < input.minCents) {
    amountCents = input.minCents;
    clamped = true;
  }
  const indexFactor = growthFactor(kind, input.points, from.date, latest.date) ?? { num: 1n, den: 1n };
  return { amountCents, capped, clamped, from, to: latest, indexChangePct: factorToPercent(indexFactor, 1) };
}
