import type { AppDeps } from '../../app-deps';
import type { PublicPageChanges } from '../../ports/public-page-changes';

/** What the events module is built from: the app's infrastructure, plus the public pages it tells about changed events. */
export type EventsDeps = AppDeps & { pageChanges: PublicPageChanges };
