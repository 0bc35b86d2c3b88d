import type { Kysely } from 'kysely';
import { isPostgres } from '../database';

/**
 * Transfers by alias or CVU, confirmed by the creator (issue 32).
 * - transfer_details: one row per creator: the alias and/or CVU shown as 'Transferir', the holder's
 *   name, and `reference_code`, the short code fans write in the transfer's concept (drawn once, stable).
 * - confirmed_transfers: what the creator says arrived, in centavos; `goal_id` is the goal active
 *   when it was recorded, `event_id` the creator's event it counts for (both set null if deleted).
 *   Summed into what a goal and an event raised; never a donation, so never charged commission.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('transfer_details')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('alias', 'text')
    .addColumn('cvu', 'text')
    .addColumn('holder_name', 'text', (c) => c.notNull())
    .addColumn('reference_code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('confirmed_transfers')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('goal_id', 'integer', (c) => c.references('goals.id').onDelete('set null'))
    .addColumn('event_id', 'integer', (c) => c.references('events.id').onDelete('set null'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('confirmed_transfers_user_idx')
    .on('confirmed_transfers')
    .columns(['user_id', 'received_at'])
    .execute();
  await db.schema
    .createIndex('confirmed_transfers_goal_idx')
    .on('confirmed_transfers')
    .column('goal_id')
    .execute();
  await db.schema
    .createIndex('confirmed_transfers_event_idx')
    .on('confirmed_transfers')
    .column('event_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('confirmed_transfers').ifExists().execute();
  await db.schema.dropTable('transfer_details').ifExists().execute();
}
