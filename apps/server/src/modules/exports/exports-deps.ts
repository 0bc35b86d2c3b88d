import type { AppDeps } from '../../app-deps';
import type { OwnedGoals, OwnedLinks } from '../../ports/owned-lists';

/** What the downloads are built from: the database and clock, and the links and goals as their owner sees them. */
export type ExportsDeps = Pick<AppDeps, 'database' | 'clock'> & {
  ownedLinks: OwnedLinks;
  ownedGoals: OwnedGoals;
};
