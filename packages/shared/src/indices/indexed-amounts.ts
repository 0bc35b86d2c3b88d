import { multiply } from './exact-decimal';
import { growthFactor, type IndexPoint } from './index-arithmetic';
import { INDEX_SERIES_KIND } from './messages';
import { toMultiple } from './tier-adjustment';

/**
 * Suggested amounts and goals 'en pesos de hoy' (issue 33): a base amount set on one day follows an
 * index, recomputed daily from the base point's value, rounded to a step. Exact, like the tiers.
 */

/** What a chip set or a goal can follow ('none': the amounts as typed). */
export const AMOUNT_INDEX_CHOICES = ['none', 'ipc', 'uva'] as const;
export type AmountIndexChoice = (typeof AMOUNT_INDEX_CHOICES)[number];
export type AmountIndexKey = Exclude<AmountIndexChoice, 'none'>;

export const isAmountIndexKey = (value: string | null): value is AmountIndexKey =>
  value === 'ipc' || value === 'uva';

/** Chips round to $ 100, goals to $ 1.000 (in centavos). */
export const CHIP_ROUND_CENTS = 10_000;
export const GOAL_ROUND_CENTS = 100_000;

export interface TodayAmountInput {
  index: AmountIndexKey;
  /** The stored series from the base point on, ascending. */
  points: readonly IndexPoint[];
  /** The index point the base amount reflects (the latest one on the day it was set). */
  basePointDate: string;
  baseCents: number;
  /** Points dated after this day are not used (a level published ahead). */
  today: string;
  stepCents: number;
}

/**
 * Today's amount in centavos: the base times the index growth from the base point to the latest
 * point up to today (ipc: monthly rates compounded; uva: latest ÷ base), rounded half up to the
 * step. The base itself while nothing newer is known; null when the series cannot tell.
 */
export function todayAmountCents(input: TodayAmountInput): number | null {
  const known = input.points.filter((p) => p.date <= input.today);
  const latest = known.at(-1);
  if (!latest || latest.date <= input.basePointDate) return input.baseCents;
  const factor = growthFactor(INDEX_SERIES_KIND[input.index], known, input.basePointDate, latest.date);
  if (!factor) return null;
  return toMultiple(multiply({ num: BigInt(input.baseCents), den: 1n }, factor), input.stepCents, false);
}
