import type { Insertable, Updateable } from 'kysely';
import type { MonthlySubscriptionsTable } from '../../src/db/schema';
import type { PaymentFailedNotice } from '../../src/modules/monthly/monthly-care-mails.repository';
import type { MonthlyCharge } from '../../src/modules/monthly/monthly-deps';
import type {
  ChargeReceipt,
  MonthlySyncStore,
  MonthlySyncWrites,
} from '../../src/modules/monthly/monthly-sync-store';
import type { SubscriptionRow } from '../../src/modules/monthly/subscriptions.repository';
import { inMemoryTransaction, snapshotRows } from './in-memory-transaction';

/** A mail the monthly slice queued (kind and what it is about), one per key as the queue keeps them. */
export interface MonthlyMail {
  kind: 'activation' | 'cancellation_alert' | 'charge_receipt' | 'payment_failed';
  subscriptionId: string;
  donationId?: string;
}

/**
 * monthly_subscriptions, the failed invoices, the donations charged invoices became (one per
 * invoice, as MonthlyCharges records them) and the mails queued, in memory.
 */
export class FakeMonthlySyncStore implements MonthlySyncStore, MonthlySyncWrites {
  readonly rows: SubscriptionRow[] = [];
  readonly failedInvoices: { invoiceId: string; subscriptionId: string }[] = [];
  readonly charges: (MonthlyCharge & { donationId: string })[] = [];
  readonly mails: MonthlyMail[] = [];
  /** What the creator's webhooks were told (issue 37), in order. */
  readonly events: { subscriptionId: string; type: 'monthly.started' | 'monthly.cancelled'; at: string }[] =
    [];
  private nextDonation = 1;

  add(values: Insertable<MonthlySubscriptionsTable> & Partial<SubscriptionRow>): SubscriptionRow {
    const row: SubscriptionRow = {
      supporter_name: null,
      message: null,
      status: 'pending',
      mp_preapproval_id: null,
      mp_updated_at: null,
      failed_charges: 0,
      authorized_at: null,
      last_charge_at: null,
      next_charge_at: null,
      cancelled_at: null,
      cancelled_by: null,
      payment_failed_at: null,
      failure_reason: null,
      next_retry_at: null,
      failure_resent_at: null,
      cancellation_code: null,
      ...values,
      frequency: values.frequency ?? 'monthly',
    };
    this.rows.push(row);
    return row;
  }

  row(id: string): SubscriptionRow | undefined {
    return this.rows.find((r) => r.id === id);
  }

  async byPreapproval(preapprovalId: string) {
    const row = this.rows.find((r) => r.mp_preapproval_id === preapprovalId);
    return row && { ...row };
  }

  transaction<T>(work: (tx: MonthlySyncWrites) => Promise<T>): Promise<T> {
    const parts = [this.rows, this.failedInvoices, this.charges, this.mails, this.events].map((rows) => ({
      snapshot: () => snapshotRows<unknown>(rows),
    }));
    return inMemoryTransaction(parts, () => work(this));
  }

  async queueEvent(subscriptionId: string, type: 'monthly.started' | 'monthly.cancelled', at: string) {
    this.events.push({ subscriptionId, type, at });
  }

  async lockForCreator(creatorId: number, ref: { id: string | null; preapprovalId: string }) {
    const row = this.rows.find(
      (r) =>
        r.user_id === creatorId &&
        ((ref.id !== null && r.id === ref.id) || r.mp_preapproval_id === ref.preapprovalId),
    );
    return row && { ...row };
  }

  async lock(id: string) {
    const row = this.row(id);
    return row && { ...row };
  }

  async update(id: string, values: Updateable<MonthlySubscriptionsTable>) {
    Object.assign(this.row(id) ?? {}, values);
  }

  async recordFailedInvoice(invoiceId: string, subscriptionId: string) {
    if (this.failedInvoices.some((f) => f.invoiceId === invoiceId)) return false;
    this.failedInvoices.push({ invoiceId, subscriptionId });
    return true;
  }

  async recordCharge(charge: MonthlyCharge) {
    const earlier = this.charges.find((c) => c.invoiceId === charge.invoiceId);
    if (earlier) return { donationId: earlier.donationId, created: false };
    const donationId = `monthly-donation-${this.nextDonation++}`;
    this.charges.push({ ...charge, donationId });
    return { donationId, created: true };
  }

  async enqueueActivationMails(subscriptionId: string) {
    this.queue({ kind: 'activation', subscriptionId });
  }

  async enqueueCancellationAlert(subscriptionId: string) {
    this.queue({ kind: 'cancellation_alert', subscriptionId });
  }

  async enqueueChargeReceipt(subscriptionId: string, receipt: ChargeReceipt) {
    this.queue({ kind: 'charge_receipt', subscriptionId, donationId: receipt.donationId });
  }

  async enqueuePaymentFailedMail(subscriptionId: string, notice: PaymentFailedNotice) {
    this.queue({ kind: 'payment_failed', subscriptionId, donationId: notice.invoiceId });
  }

  private queue(mail: MonthlyMail): void {
    const same = (m: MonthlyMail) =>
      m.kind === mail.kind && m.subscriptionId === mail.subscriptionId && m.donationId === mail.donationId;
    if (!this.mails.some(same)) this.mails.push(mail);
  }
}
