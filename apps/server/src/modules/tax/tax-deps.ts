import type { AppDeps } from '../../app-deps';

/** What 'Resumen para ARCA' (issue 36) is built from: the database, the clock, the log. */
export type TaxDeps = Pick<AppDeps, 'database' | 'clock' | 'log' | 'config'>;
