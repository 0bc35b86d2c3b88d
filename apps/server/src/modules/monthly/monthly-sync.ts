import { Money } from '@enlaza/shared/money';
import type { Updateable } from 'kysely';
import type { MonthlySubscriptionsTable } from '../../db/schema';
import { isConnectionGone } from '../../integrations/payments/creator-access';
import { PaymentProviderError, type PaymentsPort } from '../../integrations/payments/payments-port';
import type { ProviderInvoice, ProviderSubscription } from '../../integrations/payments/subscriptions-port';
import {
  type SubscriptionNotifications,
  SubscriptionProviderUnavailableError,
} from '../../ports/subscription-notifications';
import type { MonthlyDeps } from './monthly-deps';
import { type MonthlySyncStore, monthlySyncStore } from './monthly-sync-store';
import {
  invoiceVerdict,
  isoOrNull,
  mayApplyReading,
  newCancellationCode,
  subscriptionStatusOf,
} from './subscription-state';
import type { SubscriptionRow } from './subscriptions.repository';

export type MonthlyOutcome =
  /** Our row now shows the provider's state. */
  | 'applied'
  /** Nothing new: an older or equal reading, or a final state. */
  | 'stale'
  /** An invoice became a donation just now. */
  | 'charged'
  /** A failed month was counted. */
  | 'failed'
  /** A charge was rejected and the provider retries ('Pago rechazado', issue 34). */
  | 'payment_failed'
  /** Not a subscription of ours, or nothing to do yet. */
  | 'ignored'
  /** No candidate creator could read it now (connection gone): reconciliation will. */
  | 'deferred';

/** Where a payer sees and manages their subscriptions at Mercado Pago (when the subscription cannot be read). */
const PROVIDER_SUBSCRIPTIONS_PAGE = 'https://www.mercadopago.com.ar/subscriptions';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What monthly sync uses of the monthly deps (the provider by the calls it makes). */
export type MonthlySyncDeps = Pick<
  MonthlyDeps,
  'database' | 'clock' | 'log' | 'access' | 'pageChanges' | 'charges' | 'outboundEvents'
> & {
  payments: Pick<PaymentsPort, 'getSubscription' | 'getInvoice' | 'getPayment'>;
};

type Reading<T> = { ok: true; value: T } | { ok: false; unreadable: boolean };

/**
 * Brings monthly subscriptions in line with the provider. A notification only says what to ask:
 * the subscription or invoice is read with the collecting creator's token and that answer moves our
 * state (pending → authorized → paused | cancelled, never from an older reading, never out of
 * cancelled). A charged invoice becomes one donation; a finally refused one counts a failed month.
 */
export class MonthlySync implements SubscriptionNotifications {
  constructor(
    private readonly deps: MonthlySyncDeps,
    private readonly rows: MonthlySyncStore = monthlySyncStore(
      deps.database,
      deps.charges,
      deps.outboundEvents,
    ),
  ) {}

  private now(): string {
    return this.deps.clock.now().toISOString();
  }

  async onSubscription(subscriptionId: string, sellerId: string | null): Promise<string> {
    const known = await this.rows.byPreapproval(subscriptionId);
    let unreadable = false;
    for (const creatorId of await this.candidates(sellerId, known?.user_id)) {
      const read = await this.read(creatorId, (t) => this.deps.payments.getSubscription(t, subscriptionId));
      if (!read.ok) {
        unreadable ||= read.unreadable;
        continue;
      }
      const outcome = await this.applySubscription(creatorId, read.value);
      if (outcome !== 'ignored') return outcome;
    }
    return unreadable ? 'deferred' : 'ignored';
  }

  async onInvoice(invoiceId: string, sellerId: string | null): Promise<string> {
    let unreadable = false;
    for (const creatorId of await this.candidates(sellerId, undefined)) {
      const read = await this.read(creatorId, (t) => this.deps.payments.getInvoice(t, invoiceId));
      if (!read.ok) {
        unreadable ||= read.unreadable;
        continue;
      }
      const outcome = await this.applyInvoice(creatorId, read.value);
      if (outcome !== 'ignored') return outcome;
    }
    return unreadable ? 'deferred' : 'ignored';
  }

  /** The creators who may collect it: the notifying account's, then the one our row names. */
  private async candidates(sellerId: string | null, recorded: number | undefined): Promise<number[]> {
    const ids = sellerId ? await this.deps.access.creatorsOfSeller(sellerId) : [];
    if (recorded !== undefined && !ids.includes(recorded)) ids.push(recorded);
    return ids;
  }

  /** One provider read with the creator's token; not found and a gone connection are answers, the rest defers. */
  private async read<T>(creatorId: number, call: (token: string) => Promise<T>): Promise<Reading<T>> {
    try {
      return { ok: true, value: await this.deps.access.withToken(creatorId, call) };
    } catch (error) {
      if (isConnectionGone(error)) return { ok: false, unreadable: true };
      if (error instanceof PaymentProviderError && error.notFound) return { ok: false, unreadable: false };
      if (error instanceof PaymentProviderError && error.tokenExpired) return { ok: false, unreadable: true };
      throw new SubscriptionProviderUnavailableError(error);
    }
  }

  /** Re-reads one of our subscriptions from the provider and applies it (return page, after a charge). */
  async refresh(row: SubscriptionRow): Promise<MonthlyOutcome> {
    if (!row.mp_preapproval_id) return 'ignored';
    const id = row.mp_preapproval_id;
    const read = await this.read(row.user_id, (t) => this.deps.payments.getSubscription(t, id));
    if (!read.ok) return read.unreadable ? 'deferred' : 'ignored';
    return this.applySubscription(row.user_id, read.value);
  }

  /** Applies a provider reading of a subscription to the creator's row it names. */
  async applySubscription(creatorId: number, sub: ProviderSubscription): Promise<MonthlyOutcome> {
    const reference =
      sub.external_reference && UUID.test(sub.external_reference) ? sub.external_reference : null;
    const now = this.now();
    const outcome = await this.rows.transaction(async (tx): Promise<MonthlyOutcome> => {
      const row = await tx.lockForCreator(creatorId, {
        id: reference?.toLowerCase() ?? null,
        preapprovalId: sub.id,
      });
      if (!row) return 'ignored';
      if (row.mp_preapproval_id && row.mp_preapproval_id !== sub.id) return 'ignored';
      if (!mayApplyReading(row, sub)) return 'stale';
      const status = subscriptionStatusOf(sub.status);
      const modified = isoOrNull(sub.last_modified);
      const next = status === 'cancelled' ? null : isoOrNull(sub.next_payment_date);
      if (
        status === row.status &&
        modified === row.mp_updated_at &&
        next === row.next_charge_at &&
        row.mp_preapproval_id
      ) {
        return 'stale';
      }
      const fields: Updateable<MonthlySubscriptionsTable> = {
        status,
        mp_preapproval_id: sub.id,
        mp_updated_at: modified ?? row.mp_updated_at,
        next_charge_at: next,
        updated_at: now,
      };
      const firstAuthorization = status === 'authorized' && row.authorized_at === null;
      if (firstAuthorization) fields.authorized_at = now;
      if (status === 'cancelled') {
        fields.cancelled_at = now;
        fields.cancelled_by = row.cancelled_by ?? 'provider';
        fields.cancellation_code = row.cancellation_code ?? newCancellationCode();
      }
      await tx.update(row.id, fields);
      if (firstAuthorization) {
        await tx.enqueueActivationMails(row.id, now);
        await tx.queueEvent(row.id, 'monthly.started', now);
      }
      // A subscription that never became active is no supporter the creator lost.
      if (status === 'cancelled' && row.authorized_at !== null) {
        await tx.enqueueCancellationAlert(row.id, now);
        await tx.queueEvent(row.id, 'monthly.cancelled', now);
      }
      return 'applied';
    });
    if (outcome === 'applied') {
      // 'Meta mensual' (issue 34) counts active supporters and income: the page and its live bar learn it.
      await this.deps.pageChanges.creatorChanged(creatorId);
      await this.deps.pageChanges.goalChanged(creatorId);
    }
    return outcome;
  }

  /** Applies a provider reading of an invoice of one of the creator's subscriptions. */
  async applyInvoice(creatorId: number, invoice: ProviderInvoice): Promise<MonthlyOutcome> {
    const verdict = invoiceVerdict(invoice);
    const found = await this.rows.byPreapproval(invoice.preapproval_id);
    if (!found || found.user_id !== creatorId) return 'ignored';
    if (verdict === 'open') return 'ignored';
    if (verdict === 'retrying') return this.applyRetrying(creatorId, found, invoice);
    const now = this.now();
    let charged: { donationId: string; paymentId: string } | null = null;
    const outcome = await this.rows.transaction(async (tx) => {
      const row = await tx.lock(found.id);
      if (!row) return 'ignored' as const;
      if (verdict === 'failed') {
        const counted = await tx.recordFailedInvoice(invoice.id, row.id, now);
        if (!counted) return 'stale' as const;
        await tx.update(row.id, {
          failed_charges: row.failed_charges + 1,
          next_retry_at: null,
          updated_at: now,
        });
        return 'failed' as const;
      }
      const payment = invoice.payment;
      if (!payment) return 'ignored' as const;
      const chargedAt = isoOrNull(invoice.debit_date) ?? now;
      const amountCents = Money.fromPesos(invoice.amount).cents;
      const { donationId, created } = await tx.recordCharge({
        creatorId,
        subscriptionId: row.id,
        invoiceId: invoice.id,
        paymentId: payment.id,
        amountCents,
        donorName: row.supporter_name,
        message: row.message,
        chargedAt,
      });
      if (!created) return 'stale' as const;
      charged = { donationId, paymentId: payment.id };
      const last = row.last_charge_at && row.last_charge_at > chargedAt ? row.last_charge_at : chargedAt;
      // A charge went through: 'Pago rechazado' is over.
      await tx.update(row.id, {
        last_charge_at: last,
        payment_failed_at: null,
        failure_reason: null,
        next_retry_at: null,
        updated_at: now,
      });
      await tx.enqueueChargeReceipt(
        row.id,
        { donationId, amountCents, chargedAt, paymentId: payment.id },
        now,
      );
      return 'charged' as const;
    });
    if (outcome === 'charged' && charged) await this.recordFees(creatorId, charged);
    if (outcome === 'charged') {
      // The goal's raised amount moved: cached pages and live bars learn it.
      await this.deps.pageChanges.creatorChanged(creatorId, { featured: true });
      await this.deps.pageChanges.goalChanged(creatorId);
    }
    if (outcome === 'charged' || outcome === 'failed') {
      // The provider moves the subscription with its invoices (next date, or cancelled after 3 failed months).
      try {
        await this.refresh(found);
      } catch (error) {
        this.deps.log.info(
          { err: error, subscriptionId: found.id },
          'subscription not re-read after invoice',
        );
      }
    }
    return outcome;
  }

  /**
   * What the provider kept of a new charge (issue 36): its payment read once, with the creator's
   * token, and its fee and withholdings stored with the donation. The money is counted already: a
   * failed read leaves the fee unknown (shown as none) rather than undoing anything.
   */
  private async recordFees(
    creatorId: number,
    charge: { donationId: string; paymentId: string },
  ): Promise<void> {
    try {
      const payment = await this.deps.access.withToken(creatorId, (t) =>
        this.deps.payments.getPayment(t, charge.paymentId),
      );
      await this.deps.charges.recordFees(charge.donationId, payment);
    } catch (error) {
      this.deps.log.warn({ err: error, donationId: charge.donationId }, 'monthly charge fee not read');
    }
  }

  /**
   * A rejected charge the provider retries (issue 34): the row shows 'Pago rechazado' with the
   * reason and the next retry, and the supporter is mailed once per failed invoice with the
   * subscription's own page at the provider (to update the payment method) and /baja.
   */
  private async applyRetrying(
    creatorId: number,
    found: SubscriptionRow,
    invoice: ProviderInvoice,
  ): Promise<MonthlyOutcome> {
    const manageUrl = await this.manageUrl(creatorId, invoice.preapproval_id);
    const now = this.now();
    const reason = invoice.payment?.status_detail ?? null;
    const nextRetryAt = isoOrNull(invoice.next_retry_date);
    return this.rows.transaction(async (tx) => {
      const row = await tx.lock(found.id);
      if (row?.status !== 'authorized') return 'stale';
      await tx.update(row.id, {
        payment_failed_at: row.payment_failed_at ?? now,
        failure_reason: reason,
        next_retry_at: nextRetryAt,
        updated_at: now,
      });
      await tx.enqueuePaymentFailedMail(
        row.id,
        { invoiceId: invoice.id, reason, nextRetryAt, manageUrl },
        now,
      );
      return 'payment_failed';
    });
  }

  /** The subscription's own page at the provider (its init_point); the provider's list of subscriptions when unreadable. */
  async manageUrl(creatorId: number, preapprovalId: string): Promise<string> {
    try {
      const read = await this.read(creatorId, (t) => this.deps.payments.getSubscription(t, preapprovalId));
      if (read.ok && read.value.init_point) return read.value.init_point;
    } catch (error) {
      this.deps.log.info(
        { err: error, preapprovalId },
        'subscription page not read for the failed-charge mail',
      );
    }
    return PROVIDER_SUBSCRIPTIONS_PAGE;
  }
}
