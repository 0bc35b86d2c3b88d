import type { MusicItem } from '@enlaza/shared/spotify';
import type { Kysely, Selectable } from 'kysely';
import { logActivity } from '../../db/activity-log.repository';
import type { DB, MusicConnectionsTable, MusicContentTable } from '../../db/schema';
import type { MusicAccount, MusicTokens } from '../../integrations/music/music-port';
import { openToken, sealToken, tokenExpiry } from '../../lib/sealed-token';

export type MusicConnectionRow = Selectable<MusicConnectionsTable>;
export type MusicContentRow = Selectable<MusicContentTable>;

/** Music connections and featured content, always by creator; tokens only ever stored sealed. */
export class MusicRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly key: Buffer,
  ) {}

  findConnection(userId: number): Promise<MusicConnectionRow | undefined> {
    return this.db
      .selectFrom('music_connections')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** The clear value of a sealed token; null when absent or unreadable (the key changed). */
  open(sealed: string | null): string | null {
    return openToken(sealed, this.key);
  }

  async saveConnected(
    userId: number,
    tokens: MusicTokens,
    details: { account: MusicAccount; simulated: boolean; now: Date },
  ): Promise<void> {
    const now = details.now.toISOString();
    const values = {
      status: 'connected',
      simulated: details.simulated ? 1 : 0,
      provider_user_id: details.account.id,
      display_name: details.account.display_name,
      access_token: sealToken(tokens.access_token, this.key),
      refresh_token: sealToken(tokens.refresh_token, this.key),
      token_expires_at: tokenExpiry(tokens.expires_in, details.now),
      connected_at: now,
      refreshed_at: null,
      last_error: null,
      updated_at: now,
    };
    await this.db
      .insertInto('music_connections')
      .values({ user_id: userId, created_at: now, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  }

  /** A refreshed access token; Spotify may omit the refresh token, and then the old one stays. */
  async saveRefreshed(userId: number, tokens: MusicTokens, now: Date): Promise<void> {
    await this.db
      .updateTable('music_connections')
      .set((eb) => ({
        access_token: sealToken(tokens.access_token, this.key),
        refresh_token: tokens.refresh_token
          ? sealToken(tokens.refresh_token, this.key)
          : eb.ref('refresh_token'),
        token_expires_at: tokenExpiry(tokens.expires_in, now),
        refreshed_at: now.toISOString(),
        updated_at: now.toISOString(),
      }))
      .where('user_id', '=', userId)
      .where('status', '=', 'connected')
      .execute();
  }

  /** The provider refused the refresh token: the tokens are dropped, the creator must reconnect. */
  async markNeedsReconnection(userId: number, reason: string, now: Date): Promise<void> {
    await this.db
      .updateTable('music_connections')
      .set({
        status: 'needs_reconnection',
        access_token: null,
        refresh_token: null,
        token_expires_at: null,
        last_error: reason,
        updated_at: now.toISOString(),
      })
      .where('user_id', '=', userId)
      .execute();
  }

  async deleteConnection(userId: number): Promise<void> {
    await this.db.deleteFrom('music_connections').where('user_id', '=', userId).execute();
  }

  findContent(userId: number): Promise<MusicContentRow | undefined> {
    return this.db.selectFrom('music_content').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  async saveContent(userId: number, item: MusicItem, now: Date): Promise<void> {
    const iso = now.toISOString();
    const values = {
      spotify_id: item.spotify_id,
      content_type: item.content_type,
      name: item.name,
      artist: item.artist,
      image_url: item.image_url,
      preview_url: item.preview_url,
      spotify_url: item.spotify_url,
      updated_at: iso,
    };
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('music_content')
        .values({ user_id: userId, created_at: iso, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
      await logActivity(trx, { userId, kind: 'music_changed', title: item.name, at: iso });
    });
  }

  /** Whether there was content to delete. */
  async deleteContent(userId: number, now: Date): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx.deleteFrom('music_content').where('user_id', '=', userId).executeTakeFirst();
      const deleted = Number(result.numDeletedRows) > 0;
      if (deleted) await logActivity(trx, { userId, kind: 'music_changed', at: now.toISOString() });
      return deleted;
    });
  }
}

/** The featured item of one creator for the public page (no connection needed to read it). */
export function findPublicMusic(db: Kysely<DB>, userId: number): Promise<MusicContentRow | undefined> {
  return db.selectFrom('music_content').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/**
 * For the demo seed: the creator with this username, whether their music was ever changed (the
 * activity log holds every change) and whether they have a music connection. Undefined when missing.
 */
export async function findMusicSeedState(
  db: Kysely<DB>,
  username: string,
): Promise<{ userId: number; everChanged: boolean; connected: boolean } | undefined> {
  const user = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
  if (!user) return undefined;
  const touched = await db
    .selectFrom('activity_log')
    .select('id')
    .where('user_id', '=', user.id)
    .where('kind', '=', 'music_changed')
    .executeTakeFirst();
  const connected = await db
    .selectFrom('music_connections')
    .select('user_id')
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return { userId: user.id, everChanged: touched !== undefined, connected: connected !== undefined };
}
