import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One Spotify (or simulator) connection per creator. Tokens are AES-256-GCM sealed (lib/crypto.ts).
  await db.schema
    .createTable('music_connections')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // 'connected' or 'needs_reconnection' (the provider refused the refresh token).
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('simulated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('provider_user_id', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text')
    .addColumn('access_token', 'text')
    .addColumn('refresh_token', 'text')
    .addColumn('token_expires_at', 'text')
    .addColumn('connected_at', 'text', (c) => c.notNull())
    .addColumn('refreshed_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // Single-use OAuth `state` values (stored as sha256) with their sealed PKCE verifier.
  await db.schema
    .createTable('music_oauth_states')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('music_oauth_states_user_idx')
    .on('music_oauth_states')
    .column('user_id')
    .execute();

  // The creator's one featured track or album, as the provider described it when it was chosen.
  await db.schema
    .createTable('music_content')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('spotify_id', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('artist', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('preview_url', 'text')
    .addColumn('spotify_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['music_content', 'music_oauth_states', 'music_connections']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
