import type { AppDeps } from '../../app-deps';

/** What the price indices slice is built from (issue 33): the source, the database, the clock. */
export type IndicesDeps = Pick<AppDeps, 'database' | 'clock' | 'log' | 'priceIndices'>;
