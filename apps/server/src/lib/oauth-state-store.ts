import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { decrypt, encrypt, randomToken, sha256Hex } from './crypto';

/** Tables holding single-use OAuth `state` values, all with the same columns. */
export type OAuthStateTable = 'payment_oauth_states' | 'music_oauth_states';

export interface IssuedOAuthState {
  state: string;
  /** S256 challenge of the PKCE verifier, when PKCE is on. */
  codeChallenge?: string;
}

export type ClaimedOAuthState =
  | { ok: true; userId: number; codeVerifier: string | null }
  | { ok: false; reason: 'invalid_state' }
  | { ok: false; reason: 'state_used' | 'state_expired'; userId: number };

/** Random single-use `state` values bound to the creator who started, each with its sealed PKCE verifier. */
export class OAuthStateStore {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly key: Buffer,
    private readonly table: OAuthStateTable,
    private readonly ttlMs: number,
  ) {}

  async issue(userId: number, now: Date, pkce: boolean): Promise<IssuedOAuthState> {
    await this.db.deleteFrom(this.table).where('expires_at', '<', now.toISOString()).execute();
    const state = randomToken(32);
    // 64 characters: within PKCE's 43–128.
    const verifier = pkce ? randomToken(48) : null;
    await this.db
      .insertInto(this.table)
      .values({
        state_hash: sha256Hex(state),
        user_id: userId,
        code_verifier: verifier ? encrypt(verifier, this.key) : null,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + this.ttlMs).toISOString(),
        used_at: null,
      })
      .execute();
    if (!verifier) return { state };
    return { state, codeChallenge: createHash('sha256').update(verifier).digest('base64url') };
  }

  /** Marks the state used in the same statement that finds it, so two callbacks cannot both pass. */
  async consume(state: string, now: Date): Promise<ClaimedOAuthState> {
    const hash = sha256Hex(state);
    const row = await this.db
      .updateTable(this.table)
      .set({ used_at: now.toISOString() })
      .where('state_hash', '=', hash)
      .where('used_at', 'is', null)
      .returning(['user_id', 'expires_at', 'code_verifier'])
      .executeTakeFirst();
    if (!row) {
      const spent = await this.db
        .selectFrom(this.table)
        .select('user_id')
        .where('state_hash', '=', hash)
        .executeTakeFirst();
      return spent
        ? { ok: false, reason: 'state_used', userId: spent.user_id }
        : { ok: false, reason: 'invalid_state' };
    }
    if (row.expires_at < now.toISOString())
      return { ok: false, reason: 'state_expired', userId: row.user_id };
    let codeVerifier: string | null = null;
    if (row.code_verifier) {
      try {
        codeVerifier = decrypt(row.code_verifier, this.key);
      } catch {
        return { ok: false, reason: 'invalid_state' };
      }
    }
    return { ok: true, userId: row.user_id, codeVerifier };
  }
}
