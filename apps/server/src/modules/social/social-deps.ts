import type { AppDeps } from '../../app-deps';
import type { PublicPageChanges } from '../../ports/public-page-changes';

/** What the social icons row is built from: the database and clock, and the public pages it tells about changes. */
export type SocialDeps = Pick<AppDeps, 'database' | 'clock'> & { pageChanges: PublicPageChanges };
