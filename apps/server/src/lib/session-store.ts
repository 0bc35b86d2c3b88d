import { LIMITS } from '@enlaza/shared/limits';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Clock } from './clock';
import { randomToken, sha256Hex } from './crypto';

export interface AuthContext {
  userId: number;
  username: string;
  role: string;
  sessionId: string;
}

/** Server-side sessions behind opaque bearer tokens; only the token's sha256 is stored. */
export class SessionStore {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async create(userId: number): Promise<string> {
    const token = randomToken();
    const now = this.clock.now();
    await this.db
      .insertInto('sessions')
      .values({
        id: sha256Hex(token),
        user_id: userId,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + LIMITS.sessionDays * 86_400_000).toISOString(),
      })
      .execute();
    return token;
  }

  async resolve(token: string): Promise<AuthContext | null> {
    if (!token || token.length > 200) return null;
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id as sessionId',
        'sessions.expires_at',
        'users.id as userId',
        'users.username',
        'users.role',
      ])
      .where('sessions.id', '=', sha256Hex(token))
      .executeTakeFirst();
    if (!row) return null;
    if (row.expires_at <= this.clock.now().toISOString()) {
      await this.db.deleteFrom('sessions').where('id', '=', row.sessionId).execute();
      return null;
    }
    return { userId: row.userId, username: row.username, role: row.role, sessionId: row.sessionId };
  }

  async end(sessionId: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', sessionId).execute();
  }

  /** Ends every session of the user (inside the caller's transaction when `db` is one). */
  async endAll(userId: number, db: Kysely<DB> = this.db): Promise<void> {
    await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  }

  /** Ends every session of the user except `keepSessionId`; answers how many ended. */
  async endOthers(userId: number, keepSessionId: string): Promise<number> {
    const result = await this.db
      .deleteFrom('sessions')
      .where('user_id', '=', userId)
      .where('id', '!=', keepSessionId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
