import type { Kysely } from 'kysely';
import { isPostgres } from '../database';

/**
 * Two-step login (TOTP, issue 22).
 * - two_factor: one row per creator who started or finished the setup. `secret_sealed` is the
 *   authenticator secret sealed with AES-256-GCM; `enabled_at` stays null until a first code confirms
 *   it; `last_time_step` is the newest accepted code's 30-second step (a code is never taken twice).
 * - two_factor_recovery_codes: ten one-use codes per creator, kept only as keyed hashes.
 * - two_factor_challenges: what a correct password answers instead of a session when the code step
 *   follows (kept as a hash, short-lived, one use), with the known device the password step recognised.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('two_factor')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret_sealed', 'text', (c) => c.notNull())
    .addColumn('enabled_at', 'text')
    .addColumn('last_time_step', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('two_factor_recovery_codes')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('two_factor_recovery_codes_user_idx')
    .on('two_factor_recovery_codes')
    .columns(['user_id', 'code_hash'])
    .execute();
  await db.schema
    .createTable('two_factor_challenges')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device_id', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('two_factor_challenges_user_idx')
    .on('two_factor_challenges')
    .columns(['user_id', 'expires_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('two_factor_challenges').ifExists().execute();
  await db.schema.dropTable('two_factor_recovery_codes').ifExists().execute();
  await db.schema.dropTable('two_factor').ifExists().execute();
}
