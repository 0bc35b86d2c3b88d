import { isConnectionGone } from '../../integrations/payments/creator-access';
import {
  PaymentProviderError,
  type PaymentsPort,
  type ProviderChargeback,
  type ProviderPayment,
} from '../../integrations/payments/payments-port';
import { type ApplyOutcome, applyProviderPayment } from './apply-payment';
import { type DonationLedger, donationLedger } from './donation-ledger';
import type { DonationsDeps } from './donations-deps';
import {
  PaymentNotificationsRepository,
  type PaymentNotificationsStore,
} from './payment-notifications.repository';

/** The provider could not be reached: the notification should be delivered again later. */
export class ProviderUnavailableError extends Error {
  constructor(cause: unknown) {
    super('payment provider unavailable', { cause });
    this.name = 'ProviderUnavailableError';
  }
}

export type SyncOutcome = ApplyOutcome | 'deferred';

function isoOrNull(value: string | null): string | null {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** What payment sync uses of the donations deps (the provider by the calls it makes). */
export type PaymentSyncDeps = Pick<
  DonationsDeps,
  'config' | 'database' | 'clock' | 'log' | 'access' | 'pageChanges' | 'outboundEvents'
> & { payments: Pick<PaymentsPort, 'getPayment' | 'searchPayments' | 'getChargeback'> };

/** Its stores: the parked notifications and the ledger readings are applied through. */
export interface PaymentSyncStores {
  notifications: PaymentNotificationsStore;
  ledger: DonationLedger;
}

/** How many parked notifications one reconnection applies at most. */
const PENDING_BATCH = 200;

/**
 * Brings donations in line with the provider. Never trusts what a notification says about a
 * payment: it asks the provider, with the collecting creator's token, and applies that answer.
 */
export class PaymentSync {
  private readonly notifications: PaymentNotificationsStore;
  private readonly ledger: DonationLedger;

  constructor(
    private readonly deps: PaymentSyncDeps,
    stores: PaymentSyncStores = {
      notifications: new PaymentNotificationsRepository(deps.database.db),
      ledger: donationLedger(deps.database, deps.outboundEvents),
    },
  ) {
    this.notifications = stores.notifications;
    this.ledger = stores.ledger;
  }

  private get access() {
    return this.deps.access;
  }

  /**
   * A `payment` notification. It is parked first, and stays parked while no creator can read the
   * payment (their connection is gone); connecting that account again applies it. `sellerId` comes
   * from the unsigned body: it only says whose token to ask with; what is applied is the provider's
   * answer, and only to a checkout of the creator whose token read it.
   */
  async onNotification(paymentId: string, sellerId: string | null): Promise<SyncOutcome> {
    const now = this.deps.clock.now().toISOString();
    await this.notifications.park(paymentId, sellerId, now);
    const outcome = await this.sync(paymentId, sellerId);
    if (outcome !== 'deferred') await this.markProcessed(paymentId);
    return outcome;
  }

  /** Applies the notifications parked for an account that has just connected. */
  async syncPending(sellerId: string): Promise<void> {
    const parked = await this.notifications.parked(sellerId, PENDING_BATCH);
    for (const { payment_id } of parked) {
      try {
        if ((await this.sync(payment_id, sellerId)) !== 'deferred') await this.markProcessed(payment_id);
      } catch (error) {
        this.deps.log.warn({ err: error, paymentId: payment_id }, 'parked payment notification not applied');
      }
    }
  }

  /**
   * The donor is back from the checkout with a payment id: a hint that is checked with the
   * provider like any notification, so a lost notification cannot leave the donation behind.
   */
  async reconcile(donation: { id: string; external_reference: string; user_id: number }, paymentId: string) {
    try {
      const payment = await this.access.withToken(donation.user_id, (t) =>
        this.deps.payments.getPayment(t, paymentId),
      );
      if (payment.external_reference?.toLowerCase() !== donation.external_reference) return;
      await applyProviderPayment(this.deps, donation.user_id, payment, undefined, this.ledger);
    } catch (error) {
      this.deps.log.info({ err: error, donationId: donation.id }, 'donation reconciliation skipped');
    }
  }

  /**
   * Re-reads a pending donation from the provider (the reconciliation sweep): its known payment,
   * or else every payment of its checkout. Answers whether the donation is final now.
   */
  async reread(donation: {
    id: string;
    external_reference: string;
    user_id: number;
    mp_payment_id: string | null;
  }): Promise<boolean> {
    const payments: ProviderPayment[] = await this.access.withToken(donation.user_id, async (t) =>
      donation.mp_payment_id
        ? [await this.deps.payments.getPayment(t, donation.mp_payment_id)]
        : this.deps.payments.searchPayments(t, donation.external_reference),
    );
    for (const payment of payments) {
      if (payment.external_reference?.toLowerCase() !== donation.external_reference) continue;
      await applyProviderPayment(this.deps, donation.user_id, payment, undefined, this.ledger);
    }
    return (await this.notifications.donationStatus(donation.id)) !== 'pending';
  }

  /**
   * A chargeback notification (`topic_chargebacks_wh`, or the older IPN topic `chargebacks`): the
   * chargeback is read with the token of the creator it concerns (the notifying seller's, or the
   * one whose donation already carries it), then every payment it disputes is read again and
   * applied with the chargeback's evidence deadline. Repeats change nothing more.
   */
  async onChargeback(chargebackId: string, sellerId: string | null): Promise<SyncOutcome> {
    const ids: number[] = sellerId ? await this.access.creatorsOfSeller(sellerId) : [];
    const recorded = await this.notifications.creatorOfChargeback(chargebackId);
    if (recorded !== undefined && !ids.includes(recorded)) ids.push(recorded);
    let unreadable = false;
    for (const creatorId of ids) {
      let chargeback: ProviderChargeback;
      try {
        chargeback = await this.access.withToken(creatorId, (t) =>
          this.deps.payments.getChargeback(t, chargebackId),
        );
      } catch (error) {
        if (error instanceof PaymentProviderError && error.notFound) continue;
        if (isConnectionGone(error) || (error instanceof PaymentProviderError && error.tokenExpired)) {
          unreadable = true;
          continue;
        }
        throw new ProviderUnavailableError(error);
      }
      const facts = {
        id: chargeback.id,
        evidenceDeadline: isoOrNull(chargeback.date_documentation_deadline),
      };
      let outcome: SyncOutcome = 'ignored';
      for (const paymentId of chargeback.payments) {
        let payment: ProviderPayment;
        try {
          payment = await this.access.withToken(creatorId, (t) =>
            this.deps.payments.getPayment(t, paymentId),
          );
        } catch (error) {
          if (error instanceof PaymentProviderError && error.notFound) continue;
          throw new ProviderUnavailableError(error);
        }
        const applied = await applyProviderPayment(this.deps, creatorId, payment, facts, this.ledger);
        if (applied.outcome !== 'ignored') outcome = applied.outcome;
      }
      return outcome;
    }
    if (unreadable) {
      this.deps.log.warn({ chargebackId }, 'chargeback notification not readable: payment connection gone');
      return 'deferred';
    }
    return 'ignored';
  }

  private async markProcessed(paymentId: string): Promise<void> {
    await this.notifications.markProcessed(paymentId, this.deps.clock.now().toISOString());
  }

  /** The creators who may have collected this payment: by the notifying account, then by our records. */
  private async candidates(paymentId: string, sellerId: string | null): Promise<number[]> {
    const ids: number[] = sellerId ? await this.access.creatorsOfSeller(sellerId) : [];
    const recorded = await this.notifications.creatorOfPayment(paymentId);
    if (recorded !== undefined && !ids.includes(recorded)) ids.push(recorded);
    return ids;
  }

  private async sync(paymentId: string, sellerId: string | null): Promise<SyncOutcome> {
    let unreadable = false;
    for (const creatorId of await this.candidates(paymentId, sellerId)) {
      let payment: ProviderPayment;
      try {
        payment = await this.access.withToken(creatorId, (t) => this.deps.payments.getPayment(t, paymentId));
      } catch (error) {
        if (isConnectionGone(error)) {
          unreadable = true;
          continue;
        }
        if (error instanceof PaymentProviderError && error.notFound) continue;
        if (error instanceof PaymentProviderError && error.tokenExpired) {
          unreadable = true;
          continue;
        }
        throw new ProviderUnavailableError(error);
      }
      const { outcome } = await applyProviderPayment(this.deps, creatorId, payment, undefined, this.ledger);
      if (outcome !== 'ignored') return outcome;
    }
    if (unreadable) return 'deferred';
    // Nobody could read it: either not ours, or its account is not connected (yet).
    return sellerId && (await this.access.creatorsOfSeller(sellerId)).length === 0 ? 'deferred' : 'ignored';
  }
}
