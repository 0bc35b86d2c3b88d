import type { Kysely } from 'kysely';

/**
 * Monthly support, our side (issue 21): each provider invoice whose payment finally failed is
 * recorded once (`monthly_failed_invoices`), so `monthly_subscriptions.failed_charges` counts a
 * failed month once however many notifications, copies or reconciliation rounds read it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('monthly_failed_invoices')
    .addColumn('invoice_id', 'text', (c) => c.primaryKey())
    .addColumn('subscription_id', 'text', (c) =>
      c.notNull().references('monthly_subscriptions.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('monthly_failed_invoices').ifExists().execute();
}
