import { argentinaToday } from '@enlaza/shared/events';
import type { IndexKey, IndexPoint } from '@enlaza/shared/indices';
import type { Clock } from '../../../lib/clock';
import type { PriceIndexSource } from '../price-index-port';
import { simulatedSeries } from './simulator-continuation';

/**
 * The offline price indices (the default, and the tests'): the shipped history and its deterministic
 * continuation up to the clock's Argentine day (see shipped-history.ts for sources and sample labels).
 */
export class SimulatorIndices implements PriceIndexSource {
  readonly kind = 'simulator' as const;

  constructor(private readonly clock: Clock) {}

  async fetchSeries(key: IndexKey, range: { from: string; to: string }): Promise<IndexPoint[]> {
    return simulatedSeries(key, argentinaToday(this.clock.now())).filter(
      (p) => p.date >= range.from && p.date <= range.to,
    );
  }
}
