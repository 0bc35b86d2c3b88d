import type { Kysely } from 'kysely';
import { isPostgres } from '../database';

/**
 * Supporters (issue 20): what a donor chooses to show, the creator's moderation and replies, and the
 * visitors' reports of a wall entry. Booleans are 0/1 integers like every other flag.
 * - donations: the donor's email (for the receipt; only its creator ever reads it), whether the
 *   message is public, whether the name and the amount show, whether the creator hid the message,
 *   and the creator's one reply.
 * - users: whether the page shows amounts at all, and the creator's blocked words (a JSON array).
 * - donation_reports: 'Denunciar' on a wall entry; the address is kept only as a keyed hash.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const donations = () => db.schema.alterTable('donations');
  await donations().addColumn('donor_email', 'text').execute();
  await donations()
    .addColumn('message_public', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await donations()
    .addColumn('show_name', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await donations()
    .addColumn('hide_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await donations()
    .addColumn('message_hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await donations().addColumn('reply', 'text').execute();
  await donations().addColumn('replied_at', 'text').execute();

  await db.schema
    .alterTable('users')
    .addColumn('show_amounts', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('blocked_words', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();

  // The wall: a creator's approved donations, newest processed first.
  await db.schema
    .createIndex('donations_wall_idx')
    .on('donations')
    .columns(['user_id', 'mp_status', 'processed_at'])
    .execute();

  await db.schema
    .createTable('donation_reports')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('donation_id', 'text', (c) => c.notNull().references('donations.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('ip_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('donation_reports_donation_idx')
    .on('donation_reports')
    .columns(['donation_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('donation_reports_user_idx')
    .on('donation_reports')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('donation_reports').ifExists().execute();
  await db.schema.dropIndex('donations_wall_idx').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('blocked_words').execute();
  await db.schema.alterTable('users').dropColumn('show_amounts').execute();
  for (const column of [
    'replied_at',
    'reply',
    'message_hidden',
    'hide_amount',
    'show_name',
    'message_public',
    'donor_email',
  ]) {
    await db.schema.alterTable('donations').dropColumn(column).execute();
  }
}
