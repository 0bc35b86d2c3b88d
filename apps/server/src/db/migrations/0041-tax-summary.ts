import type { Kysely } from 'kysely';

/**
 * 'Resumen para ARCA' (issue 36).
 * - donations: what the provider kept of each payment as it read at approval — its own fee
 *   (`provider_fee_cents`, fee_details other than the platform's application_fee) and the taxes it
 *   withheld (`withholdings`, JSON `[{kind, amount_cents}]` from charges_details of type 'tax') —
 *   and when the money left again (`reversed_at`: refunded or charged back), so a refund counts in
 *   the month it happened. Null on rows from before, or when the provider gave nothing.
 * - tax_settings: the creator's monotributo category (A–K, or none) and the highest ceiling alert
 *   (80 or 100 %) already sent, so each crossing mails once and a drop below re-arms it.
 * - monotributo_ceilings: the annual ceilings by category, one set per `effective_from` day; an
 *   operator loads a new set (`npm run admin -- monotributo load`), the newest in force applies.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('donations').addColumn('provider_fee_cents', 'bigint').execute();
  await db.schema.alterTable('donations').addColumn('withholdings', 'text').execute();
  await db.schema.alterTable('donations').addColumn('reversed_at', 'text').execute();
  await db.schema
    .createTable('tax_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('monotributo_category', 'text')
    .addColumn('alert_level', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('monotributo_ceilings')
    .addColumn('effective_from', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('annual_limit_cents', 'bigint', (c) => c.notNull())
    .addColumn('loaded_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('monotributo_ceilings_pk', ['effective_from', 'category'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('monotributo_ceilings').ifExists().execute();
  await db.schema.dropTable('tax_settings').ifExists().execute();
  await db.schema.alterTable('donations').dropColumn('reversed_at').execute();
  await db.schema.alterTable('donations').dropColumn('withholdings').execute();
  await db.schema.alterTable('donations').dropColumn('provider_fee_cents').execute();
}
