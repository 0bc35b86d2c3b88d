import type { AppDeps } from '../../app-deps';
import type { RaisedAmounts } from '../../ports/raised-amounts';

/** What the statistics are built from: the database and clock, and what the active goal has raised. */
export type StatsDeps = Pick<AppDeps, 'database' | 'clock'> & { raised: RaisedAmounts };
