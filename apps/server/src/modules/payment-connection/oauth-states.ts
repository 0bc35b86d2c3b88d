import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { OAuthStateStore } from '../../lib/oauth-state-store';

/** The provider's authorization code lives 10 minutes; our state no longer than that. */
export const STATE_TTL_MS = 10 * 60_000;

/** Random single-use `state` values bound to the creator who started the authorization. */
export class OAuthStates extends OAuthStateStore {
  constructor(db: Kysely<DB>, key: Buffer) {
    super(db, key, 'payment_oauth_states', STATE_TTL_MS);
  }
}
