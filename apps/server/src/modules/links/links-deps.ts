import type { AppDeps } from '../../app-deps';
import type { PublicPageChanges } from '../../ports/public-page-changes';

/** What the links module is built from: its pick of the infrastructure, plus the public pages it tells about changed links. */
export type LinksDeps = Pick<AppDeps, 'database' | 'clock' | 'log' | 'storage'> & {
  pageChanges: PublicPageChanges;
};
