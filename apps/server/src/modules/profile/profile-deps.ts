import type { AppDeps } from '../../app-deps';
import type { PublicPageChanges } from '../../ports/public-page-changes';

/** What the profile module is built from: its pick of the infrastructure, plus the public pages it tells about a changed profile. */
export type ProfileDeps = Pick<AppDeps, 'config' | 'database' | 'clock' | 'rateLimiter' | 'storage'> & {
  pageChanges: PublicPageChanges;
};
