import type { AppDeps } from '../../app-deps';
import type { PublicPageChanges } from '../../ports/public-page-changes';

/** What the music module is built from: its pick of the infrastructure (the music port among it), plus the public pages it tells about changed featured music. */
export type MusicDeps = Pick<AppDeps, 'config' | 'database' | 'clock' | 'log' | 'rateLimiter' | 'music'> & {
  pageChanges: PublicPageChanges;
};
