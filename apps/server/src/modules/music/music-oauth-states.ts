import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { OAuthStateStore } from '../../lib/oauth-state-store';

/** The authorization code is short-lived; our state no longer than 10 minutes. */
export const MUSIC_STATE_TTL_MS = 10 * 60_000;

export type ConsumedMusicState =
  | { ok: true; userId: number; codeVerifier: string }
  | { ok: false; reason: 'invalid_state' | 'state_used' | 'state_expired' };

/** Random single-use `state` values bound to the creator who started, each with its PKCE verifier (always on). */
export class MusicOAuthStates {
  private readonly store: OAuthStateStore;

  constructor(db: Kysely<DB>, key: Buffer) {
    this.store = new OAuthStateStore(db, key, 'music_oauth_states', MUSIC_STATE_TTL_MS);
  }

  async issue(userId: number, now: Date): Promise<{ state: string; codeChallenge: string }> {
    const { state, codeChallenge } = await this.store.issue(userId, now, true);
    if (!codeChallenge) throw new Error('PKCE challenge missing for a music state');
    return { state, codeChallenge };
  }

  async consume(state: string, now: Date): Promise<ConsumedMusicState> {
    const claimed = await this.store.consume(state, now);
    if (!claimed.ok) return { ok: false, reason: claimed.reason };
    // Music states always carry a verifier; one without it cannot complete PKCE.
    if (!claimed.codeVerifier) return { ok: false, reason: 'invalid_state' };
    return { ok: true, userId: claimed.userId, codeVerifier: claimed.codeVerifier };
  }
}
