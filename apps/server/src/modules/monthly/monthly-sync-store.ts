import type { Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { MonthlySubscriptionsTable } from '../../db/schema';
import { enqueuePaymentFailedMail, type PaymentFailedNotice } from './monthly-care-mails.repository';
import type { MonthlyCharge, MonthlyCharges, MonthlyEvents } from './monthly-deps';
import { queueMonthlyEvent } from './monthly-events';
import {
  enqueueActivationMails,
  enqueueCancellationAlert,
  enqueueChargeReceipt,
} from './monthly-mails.repository';
import { type SubscriptionRow, SubscriptionsRepository } from './subscriptions.repository';

/** A charge's receipt, as queued with it. */
export interface ChargeReceipt {
  donationId: string;
  amountCents: number;
  chargedAt: string;
  paymentId: string;
}

/** The writes of one monthly-sync transaction. */
export interface MonthlySyncWrites {
  /** The row a provider reading names (our id, or its id), the creator's only, locked (PostgreSQL). */
  lockForCreator(
    creatorId: number,
    ref: { id: string | null; preapprovalId: string },
  ): Promise<SubscriptionRow | undefined>;
  lock(id: string): Promise<SubscriptionRow | undefined>;
  update(id: string, values: Updateable<MonthlySubscriptionsTable>): Promise<void>;
  /** Records a finally failed invoice once; answers whether it is new. */
  recordFailedInvoice(invoiceId: string, subscriptionId: string, now: string): Promise<boolean>;
  /** A charged invoice becomes a donation (MonthlyCharges, donations' side) in this transaction. */
  recordCharge(charge: MonthlyCharge): Promise<{ donationId: string; created: boolean }>;
  enqueueActivationMails(subscriptionId: string, now: string): Promise<void>;
  enqueueCancellationAlert(subscriptionId: string, now: string): Promise<void>;
  enqueueChargeReceipt(subscriptionId: string, receipt: ChargeReceipt, now: string): Promise<void>;
  /** 'No pudimos cobrar tu aporte' to the supporter, once per failed invoice (issue 34). */
  enqueuePaymentFailedMail(subscriptionId: string, notice: PaymentFailedNotice, now: string): Promise<void>;
  /** What the creator's webhooks hear of the subscription (issue 37), queued in this transaction. */
  queueEvent(
    subscriptionId: string,
    type: 'monthly.started' | 'monthly.cancelled',
    now: string,
  ): Promise<void>;
}

/** What monthly sync reads and writes: monthlySyncStore(database, charges, events) in production, a fake in unit tests. */
export interface MonthlySyncStore {
  byPreapproval(preapprovalId: string): Promise<SubscriptionRow | undefined>;
  transaction<T>(work: (tx: MonthlySyncWrites) => Promise<T>): Promise<T>;
}

export function monthlySyncStore(
  database: Pick<Database, 'db' | 'dialect'>,
  charges: MonthlyCharges,
  events: MonthlyEvents,
): MonthlySyncStore {
  const rows = new SubscriptionsRepository(database.db);
  const pg = database.dialect === 'postgres';
  return {
    byPreapproval: (preapprovalId) => rows.byPreapproval(preapprovalId),
    transaction: (work) =>
      database.db.transaction().execute((trx) =>
        work({
          lockForCreator: (creatorId, ref) => rows.lockForCreator(trx, creatorId, ref, pg),
          lock: (id) => rows.lock(trx, id, pg),
          update: (id, values) => rows.update(trx, id, values),
          recordFailedInvoice: (invoiceId, subscriptionId, now) =>
            rows.recordFailedInvoice(trx, invoiceId, subscriptionId, now),
          recordCharge: (charge) => charges.record(trx, charge),
          enqueueActivationMails: async (subscriptionId, now) => {
            await enqueueActivationMails(trx, subscriptionId, now);
          },
          enqueueCancellationAlert: async (subscriptionId, now) => {
            await enqueueCancellationAlert(trx, subscriptionId, now);
          },
          enqueueChargeReceipt: async (subscriptionId, receipt, now) => {
            await enqueueChargeReceipt(trx, subscriptionId, receipt, now);
          },
          enqueuePaymentFailedMail: async (subscriptionId, notice, now) => {
            await enqueuePaymentFailedMail(trx, subscriptionId, notice, now);
          },
          queueEvent: (subscriptionId, type, now) =>
            queueMonthlyEvent(trx, events, subscriptionId, type, now),
        }),
      ),
  };
}
