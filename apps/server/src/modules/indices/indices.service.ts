import { argentinaToday } from '@enlaza/shared/events';
import {
  type AdminIndex,
  addMonths,
  change12mPct,
  INDEX_KEYS,
  INDEX_SERIES_KIND,
  type IndexKey,
  monthStart,
  PUBLIC_INDEX_KEYS,
  type PublicIndex,
} from '@enlaza/shared/indices';
import { PriceIndexSourceError } from '../../integrations/indices/price-index-port';
import type { PriceIndexSeries } from '../../ports/price-index-series';
import type { PriceIndexStatus } from '../../ports/price-index-status';
import { type HandSetOutcome, recordIndexByHand } from './index-hand-entry';
import { presentAdminIndex, presentPublicIndex } from './indices.presenter';
import { IndicesRepository } from './indices.repository';
import type { IndicesDeps } from './indices-deps';

/** The first day asked for when a series has nothing stored yet. */
export const INDICES_HISTORY_START = '2023-01-01';

/** Each refresh asks again for the last two months: late publications and revisions are picked up. */
export const REFETCH_MONTHS = 2;

/** The latest value plus 13 months before it: enough for the 12-month change. */
const CHANGE_WINDOW_MONTHS = 13;

export type RefreshOutcome =
  | { key: IndexKey; status: 'stored'; written: number }
  | { key: IndexKey; status: 'failed'; error: string }
  | { key: IndexKey; status: 'fresh' };

/**
 * Price indices (issue 33): the daily refresh from the source, the stored series with their 12-month
 * change, the operators' view and values recorded by hand.
 */
export class IndicesService implements PriceIndexStatus, PriceIndexSeries {
  private readonly repo: IndicesRepository;

  constructor(private readonly deps: IndicesDeps) {
    this.repo = new IndicesRepository(deps.database.db);
  }

  private today(): string {
    return argentinaToday(this.deps.clock.now());
  }

  /**
   * One round of the daily job: every series not refreshed yet on this Argentine day is fetched and
   * stored. A series whose source fails keeps its values and is tried again on the next round.
   */
  async refreshDue(): Promise<RefreshOutcome[]> {
    const today = this.today();
    const refreshed = new Map((await this.repo.refreshes()).map((r) => [r.series_key, r.last_success_at]));
    const outcomes: RefreshOutcome[] = [];
    for (const key of INDEX_KEYS) {
      const last = refreshed.get(key);
      if (last && argentinaToday(new Date(last)) >= today) outcomes.push({ key, status: 'fresh' });
      else outcomes.push(await this.refresh(key));
    }
    return outcomes;
  }

  /** Fetches one series from the last stored months up to today and stores it. */
  async refresh(key: IndexKey): Promise<RefreshOutcome> {
    const now = this.deps.clock.now().toISOString();
    const latest = await this.repo.latest(key);
    const from = latest ? addMonths(monthStart(latest.day), -REFETCH_MONTHS) : INDICES_HISTORY_START;
    try {
      const points = await this.deps.priceIndices.fetchSeries(key, { from, to: this.today() });
      const written = await this.repo.storeFetched(key, points, this.deps.priceIndices.kind, now);
      await this.repo.recordSuccess(key, now);
      return { key, status: 'stored', written };
    } catch (error) {
      const known = error instanceof PriceIndexSourceError;
      const message = known ? error.message : 'unexpected error while refreshing the series';
      this.deps.log[known ? 'warn' : 'error']({ err: error, series: key }, 'price index refresh failed');
      await this.repo.recordFailure(key, now, message);
      return { key, status: 'failed', error: message };
    }
  }

  private async withChange(key: IndexKey) {
    const latest = await this.repo.latest(key);
    if (!latest) return { latest: undefined, change: null };
    const points = await this.repo.series(key, addMonths(monthStart(latest.day), -CHANGE_WINDOW_MONTHS));
    return { latest, change: change12mPct(INDEX_SERIES_KIND[key], points) };
  }

  /** GET /api/indices: each public series' latest value and its 12-month change. */
  async publicList(): Promise<PublicIndex[]> {
    return Promise.all(
      PUBLIC_INDEX_KEYS.map(async (key) => {
        const { latest, change } = await this.withChange(key);
        return presentPublicIndex(key, latest, change);
      }),
    );
  }

  /** GET /api/admin/indices: every series with its latest date and how its refresh is going. */
  async operatorView(): Promise<{ source: string; indices: AdminIndex[] }> {
    const refreshes = new Map((await this.repo.refreshes()).map((r) => [r.series_key, r]));
    const indices = await Promise.all(
      INDEX_KEYS.map(async (key) => {
        const { latest, change } = await this.withChange(key);
        return presentAdminIndex(key, latest, change, refreshes.get(key));
      }),
    );
    return { source: this.deps.priceIndices.kind, indices };
  }

  /** PriceIndexSeries: the stored series from `fromDay` on (indexed tiers read it). */
  storedSeries(key: IndexKey, fromDay: string) {
    return this.repo.series(key, fromDay);
  }

  async latestPoint(key: IndexKey) {
    const latest = await this.repo.latest(key);
    return latest ? { date: latest.day, value: latest.value } : null;
  }

  /** Records or corrects one value by hand (index-hand-entry.ts); the job never overwrites it. */
  setByHand(key: string, date: string, value: string): Promise<HandSetOutcome> {
    return recordIndexByHand(this.deps.database.db, this.deps.clock.now(), key, date, value);
  }
}
