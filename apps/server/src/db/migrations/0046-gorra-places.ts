import type { Kysely } from 'kysely';

/**
 * Where the creator plays or sells (issue 32): Mercado Pago creates a store only with its `location`
 * (street, number, city, province, coordinates, reference), asked for once before the first QR.
 * One row per creator, removed with the account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gorra_places')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('street_name', 'text', (c) => c.notNull())
    .addColumn('street_number', 'text')
    .addColumn('city_name', 'text', (c) => c.notNull())
    .addColumn('state_name', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gorra_places').ifExists().execute();
}
