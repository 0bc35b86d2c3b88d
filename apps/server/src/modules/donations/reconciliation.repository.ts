import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The pending donations the reconciler re-reads, and when each is due again. */
export class ReconciliationRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Pending checkouts created in (`from`, `until`], due now (`now`), oldest first. */
  due(window: { from: string; until: string; now: string }, limit: number) {
    return this.db
      .selectFrom('donations')
      .select(['id', 'external_reference', 'user_id', 'mp_payment_id', 'reconcile_attempts'])
      .where('mp_status', '=', 'pending')
      .where('mp_preference_id', 'is not', null)
      .where('created_at', '<=', window.until)
      .where('created_at', '>', window.from)
      .where((eb) => eb.or([eb('next_reconcile_at', 'is', null), eb('next_reconcile_at', '<=', window.now)]))
      .orderBy('created_at')
      .limit(limit)
      .execute();
  }

  async scheduleNext(donationId: string, attempts: number, nextAt: string): Promise<void> {
    await this.db
      .updateTable('donations')
      .set({ reconcile_attempts: attempts, next_reconcile_at: nextAt })
      .where('id', '=', donationId)
      .execute();
  }
}
