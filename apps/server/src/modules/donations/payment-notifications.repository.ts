import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** What payment sync reads and writes besides the ledger; the repository in production, a fake in unit tests. */
export type PaymentNotificationsStore = Pick<
  PaymentNotificationsRepository,
  'park' | 'parked' | 'markProcessed' | 'donationStatus' | 'creatorOfPayment' | 'creatorOfChargeback'
>;

/** Provider payments notified to us, kept until applied (a disconnected creator's wait here). */
export class PaymentNotificationsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Records (or re-opens) a notified payment; a known seller is kept when the new one is unknown. */
  async park(paymentId: string, sellerId: string | null, now: string): Promise<void> {
    await this.db
      .insertInto('payment_notifications')
      .values({ payment_id: paymentId, mp_user_id: sellerId, received_at: now, processed_at: null })
      .onConflict((oc) =>
        oc.column('payment_id').doUpdateSet((eb) => ({
          mp_user_id: sellerId ?? eb.ref('payment_notifications.mp_user_id'),
          received_at: now,
          processed_at: null,
        })),
      )
      .execute();
  }

  /** The seller's payments not applied yet, oldest first. */
  parked(sellerId: string, limit: number) {
    return this.db
      .selectFrom('payment_notifications')
      .select('payment_id')
      .where('mp_user_id', '=', sellerId)
      .where('processed_at', 'is', null)
      .orderBy('received_at')
      .limit(limit)
      .execute();
  }

  async markProcessed(paymentId: string, at: string): Promise<void> {
    await this.db
      .updateTable('payment_notifications')
      .set({ processed_at: at })
      .where('payment_id', '=', paymentId)
      .execute();
  }

  /** A donation's provider status now. */
  async donationStatus(donationId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('donations')
      .select('mp_status')
      .where('id', '=', donationId)
      .executeTakeFirst();
    return row?.mp_status;
  }

  /** The creator whose donation recorded this provider payment, if any. */
  async creatorOfPayment(paymentId: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('donations')
      .select('user_id')
      .where('mp_payment_id', '=', paymentId)
      .executeTakeFirst();
    return row?.user_id;
  }

  /** The creator whose donation a chargeback was already recorded on, if any. */
  async creatorOfChargeback(chargebackId: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('donations')
      .select('user_id')
      .where('chargeback_id', '=', chargebackId)
      .executeTakeFirst();
    return row?.user_id;
  }
}
