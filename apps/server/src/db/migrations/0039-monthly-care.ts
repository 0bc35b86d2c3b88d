import type { Kysely } from 'kysely';

/**
 * Monthly support as creators run it (issue 34), the care part: failed charges, gifts, a monthly goal.
 * - monthly_subscriptions gains the last failed charge the provider still retries: when it failed
 *   (`payment_failed_at`), why (`failure_reason`, the payment's status_detail), the provider's next
 *   retry (`next_retry_at`), and when the creator last resent the supporter's mail (once a week).
 * - monthly_gifts: 'Regalar un mes' — a one-off payment (a donation) for 1, 3, 6 or 12 months of a
 *   tier for someone else; active from the payment's approval until `ends_at`, then simply over.
 * - monthly_goals: the creator's 'Meta mensual' (income in centavos, or a number of supporters).
 * - sim_mp_invoices.next_retry_date: the simulator's side of a rejected charge still retried.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['payment_failed_at', 'failure_reason', 'next_retry_at', 'failure_resent_at']) {
    await db.schema.alterTable('monthly_subscriptions').addColumn(column, 'text').execute();
  }

  await db.schema
    .createTable('monthly_gifts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tier_id', 'integer', (c) => c.notNull().references('monthly_tiers.id'))
    .addColumn('months', 'integer', (c) => c.notNull())
    .addColumn('recipient_email', 'text', (c) => c.notNull())
    .addColumn('giver_name', 'text')
    .addColumn('message', 'text')
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('donation_id', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('monthly_gifts_user_idx')
    .on('monthly_gifts')
    .columns(['user_id', 'status'])
    .execute();

  await db.schema
    .createTable('monthly_goals')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('sim_mp_invoices').addColumn('next_retry_date', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sim_mp_invoices').dropColumn('next_retry_date').execute();
  await db.schema.dropTable('monthly_goals').ifExists().execute();
  await db.schema.dropTable('monthly_gifts').ifExists().execute();
  for (const column of ['failure_resent_at', 'next_retry_at', 'failure_reason', 'payment_failed_at']) {
    await db.schema.alterTable('monthly_subscriptions').dropColumn(column).execute();
  }
}
