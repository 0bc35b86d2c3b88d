import { Money } from '@enlaza/shared/money';
import type { Transaction, Updateable } from 'kysely';
import type { DB, MonthlySubscriptionsTable } from '../../db/schema';
import { isConnectionGone } from '../../integrations/payments/creator-access';
import { PaymentProviderError } from '../../integrations/payments/payments-port';
import type { ProviderInvoice, ProviderSubscription } from '../../integrations/payments/subscriptions-port';
import {
  type SubscriptionNotifications,
  SubscriptionProviderUnavailableError,
} from '../../ports/subscription-notifications';
import type { MonthlyDeps } from './monthly-deps';
import {
  enqueueActivationMails,
  enqueueCancellationAlert,
  enqueueChargeReceipt,
} from './monthly-mails.repository';
import {
  invoiceVerdict,
  isoOrNull,
  mayApplyReading,
  newCancellationCode,
  subscriptionStatusOf,
} from './subscription-state';
import { type SubscriptionRow, SubscriptionsRepository } from './subscriptions.repository';

export type MonthlyOutcome =
  /** Our row now shows the provider's state. */
  | 'applied'
  /** Nothing new: an older or equal reading, or a final state. */
  | 'stale'
  /** An invoice became a donation just now. */
  | 'charged'
  /** A failed month was counted. */
  | 'failed'
  /** Not a subscription of ours, or nothing to do yet. */
  | 'ignored'
  /** No candidate creator could read it now (connection gone): reconciliation will. */
  | 'deferred';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Reading<T> = { ok: true; value: T } | { ok: false; unreadable: boolean };

/**
 * Brings monthly subscriptions in line with the provider. A notification only says what to ask:
 * the subscription or invoice is read with the collecting creator's token and that answer moves our
 * state (pending → authorized → paused | cancelled, never from an older reading, never out of
 * cancelled). A charged invoice becomes one donation; a finally refused one counts a failed month.
 */
export class MonthlySync implements SubscriptionNotifications {
  private readonly rows: SubscriptionsRepository;

  constructor(private readonly deps: MonthlyDeps) {
    this.rows = new SubscriptionsRepository(deps.database.db);
  }

  private get pg(): boolean {
    return this.deps.database.dialect === 'postgres';
  }

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
    return this.deps.database.db.transaction().execute(async (trx: Transaction<DB>) => {
      const row = await this.rows.lockForCreator(
        trx,
        creatorId,
        { id: reference?.toLowerCase() ?? null, preapprovalId: sub.id },
        this.pg,
      );
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
      await this.rows.update(trx, row.id, fields);
      if (firstAuthorization) await enqueueActivationMails(trx, row.id, now);
      // A subscription that never became active is no supporter the creator lost.
      if (status === 'cancelled' && row.authorized_at !== null)
        await enqueueCancellationAlert(trx, row.id, now);
      return 'applied';
    });
  }

  /** Applies a provider reading of an invoice of one of the creator's subscriptions. */
  async applyInvoice(creatorId: number, invoice: ProviderInvoice): Promise<MonthlyOutcome> {
    const verdict = invoiceVerdict(invoice);
    const found = await this.rows.byPreapproval(invoice.preapproval_id);
    if (!found || found.user_id !== creatorId) return 'ignored';
    if (verdict === 'open') return 'ignored';
    const now = this.now();
    const outcome = await this.deps.database.db.transaction().execute(async (trx: Transaction<DB>) => {
      const row = await this.rows.lock(trx, found.id, this.pg);
      if (!row) return 'ignored' as const;
      if (verdict === 'failed') {
        const counted = await this.rows.recordFailedInvoice(trx, invoice.id, row.id, now);
        if (!counted) return 'stale' as const;
        await this.rows.update(trx, row.id, { failed_charges: row.failed_charges + 1, updated_at: now });
        return 'failed' as const;
      }
      const payment = invoice.payment;
      if (!payment) return 'ignored' as const;
      const chargedAt = isoOrNull(invoice.debit_date) ?? now;
      const amountCents = Money.fromPesos(invoice.amount).cents;
      const { donationId, created } = await this.deps.charges.record(trx, {
        creatorId,
        subscriptionId: row.id,
        invoiceId: invoice.id,
        paymentId: payment.id,
        amountCents,
        donorName: row.supporter_name,
        chargedAt,
      });
      if (!created) return 'stale' as const;
      const last = row.last_charge_at && row.last_charge_at > chargedAt ? row.last_charge_at : chargedAt;
      await this.rows.update(trx, row.id, { last_charge_at: last, updated_at: now });
      await enqueueChargeReceipt(
        trx,
        row.id,
        { donationId, amountCents, chargedAt, paymentId: payment.id },
        now,
      );
      return 'charged' as const;
    });
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
}
