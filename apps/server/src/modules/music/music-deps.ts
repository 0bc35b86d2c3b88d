import type { AppDeps } from '../../app-deps';
import type { PublicPageChanges } from '../../ports/public-page-changes';

/** What the music module is built from: the app's infrastructure, plus the public pages it tells about changed featured music. */
export type MusicDeps = AppDeps & { pageChanges: PublicPageChanges };
