import type { AppDeps } from '../../app-deps';
import type { PublicPageChanges } from '../../ports/public-page-changes';

/** What the profile module is built from: the app's infrastructure, plus the public pages it tells about a changed profile. */
export type ProfileDeps = AppDeps & { pageChanges: PublicPageChanges };
