import type { AdminIndex } from '@enlaza/shared/indices';

/**
 * What the operator console reads of the price indices (issue 33), offered by modules/indices: each
 * series' latest value and date and how its daily refresh is going.
 */
export interface PriceIndexStatus {
  operatorView(): Promise<{ source: string; indices: AdminIndex[] }>;
}
