import type { AppDeps } from '../../app-deps';
import type { PublicPageChanges } from '../../ports/public-page-changes';

/** What the events module is built from: the database, clock and image storage, plus the public pages it tells about changed events. */
export type EventsDeps = Pick<AppDeps, 'database' | 'clock' | 'storage'> & { pageChanges: PublicPageChanges };
