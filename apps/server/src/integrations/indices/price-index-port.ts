import type { IndexKey, IndexPoint } from '@enlaza/shared/indices';

/** Where the price indices come from: the BCRA statistics API, or the offline simulator. */
export interface PriceIndexSource {
  readonly kind: 'bcra' | 'simulator';
  /**
   * The series' published values dated `from` to `to` (inclusive, 'YYYY-MM-DD'), in ascending date
   * order, values as decimal strings with '.'. A monthly rate (IPC) is dated its month's first day.
   * Throws PriceIndexSourceError when the source cannot answer.
   */
  fetchSeries(key: IndexKey, range: { from: string; to: string }): Promise<IndexPoint[]>;
}

/** The source did not answer, or answered something unreadable (the stored values stay). */
export class PriceIndexSourceError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PriceIndexSourceError';
  }
}
