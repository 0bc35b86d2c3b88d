import type { AppDeps } from '../../app-deps';
import type { PublicPageChanges } from '../../ports/public-page-changes';

/** What the links module is built from: the app's infrastructure, plus the public pages it tells about changed links. */
export type LinksDeps = AppDeps & { pageChanges: PublicPageChanges };
