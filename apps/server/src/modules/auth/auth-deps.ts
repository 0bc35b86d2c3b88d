import type { AppDeps } from '../../app-deps';
import type { SessionStore } from '../../lib/session-store';
import type { PublicPageChanges } from '../../ports/public-page-changes';

/** What the auth module is built from: its pick of the infrastructure, plus the sessions it opens and ends, and the public pages it tells about a new account. */
export type AuthDeps = Pick<
  AppDeps,
  'config' | 'database' | 'clock' | 'log' | 'mail' | 'rateLimiter' | 'passwordHasher'
> & { sessions: SessionStore; pageChanges: PublicPageChanges };
