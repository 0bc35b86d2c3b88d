import type { Kysely } from 'kysely';

/**
 * Mailing posts (issue 35, second slice).
 * - posts.mail_status: null (no mailing yet, or none asked), 'queued' (its mails are in mail_queue;
 *   `mail_queued_at`, `mail_total`) or 'limit' (published over the creator's daily cap: not mailed).
 * - mail_queue.post_id: the post a 'post_mail' row carries (progress 'Enviado a X de Y'); deleted with it.
 * - mail_bounces: addresses a delivery failed for good ('rebotado'), as a keyed hash of the lowercased
 *   address; never mailed a post again.
 * - post_mail_optouts: monthly supporters who left a creator's post mails (one-click), keyed the same
 *   way per creator (fans leave by deleting their row, as before).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('posts').addColumn('mail_status', 'text').execute();
  await db.schema.alterTable('posts').addColumn('mail_queued_at', 'text').execute();
  await db.schema.alterTable('posts').addColumn('mail_total', 'integer').execute();
  await db.schema
    .alterTable('mail_queue')
    .addColumn('post_id', 'integer', (c) => c.references('posts.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('mail_queue_post_idx')
    .on('mail_queue')
    .columns(['post_id', 'status'])
    .execute();
  // The sending rate's window: post mails sent in the last minute.
  await db.schema
    .createIndex('mail_queue_kind_sent_idx')
    .on('mail_queue')
    .columns(['kind', 'sent_at'])
    .execute();
  await db.schema
    .createIndex('posts_mailing_idx')
    .on('posts')
    .columns(['user_id', 'mail_status', 'mail_queued_at'])
    .execute();
  await db.schema
    .createTable('mail_bounces')
    .addColumn('address_key', 'text', (c) => c.primaryKey())
    .addColumn('bounced_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('post_mail_optouts')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('address_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_mail_optouts_pk', ['user_id', 'address_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('post_mail_optouts').ifExists().execute();
  await db.schema.dropTable('mail_bounces').ifExists().execute();
  await db.schema.dropIndex('posts_mailing_idx').ifExists().execute();
  await db.schema.dropIndex('mail_queue_kind_sent_idx').ifExists().execute();
  await db.schema.dropIndex('mail_queue_post_idx').ifExists().execute();
  await db.schema.alterTable('mail_queue').dropColumn('post_id').execute();
  await db.schema.alterTable('posts').dropColumn('mail_total').execute();
  await db.schema.alterTable('posts').dropColumn('mail_queued_at').execute();
  await db.schema.alterTable('posts').dropColumn('mail_status').execute();
}
