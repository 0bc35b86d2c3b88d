import type { Kysely } from 'kysely';

/**
 * What one IP address has added to a creator's counts in the current hour (see
 * modules/tracking/tracking-caps.ts). `bucket` holds a salted hash of the address, never the address;
 * rows older than two hours are purged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tracking_caps')
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('member', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tracking_caps_pk', ['bucket', 'member'])
    .execute();
  await db.schema.createIndex('tracking_caps_created_idx').on('tracking_caps').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tracking_caps').ifExists().execute();
}
