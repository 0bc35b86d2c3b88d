import type { IndexKey, IndexPoint } from '@enlaza/shared/indices';

/**
 * The stored price index series (issue 33), offered by modules/indices to the slices whose amounts
 * follow them (monthly tiers). Values as decimal strings, ascending by date.
 */
export interface PriceIndexSeries {
  /** The stored series from `fromDay` on. */
  storedSeries(key: IndexKey, fromDay: string): Promise<IndexPoint[]>;
  /** The latest stored point, or null while the series is empty. */
  latestPoint(key: IndexKey): Promise<IndexPoint | null>;
}
