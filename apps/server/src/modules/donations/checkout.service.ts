import { randomUUID } from 'node:crypto';
import { VERIFICATION_MESSAGES } from '@enlaza/shared/auth';
import type { DonationCheckoutValues, EventDonationInput } from '@enlaza/shared/donations';
import {
  type CheckoutResult,
  type CheckoutSession,
  DONATION_MESSAGES,
  donationDestination,
  donationReturnPath,
  EVENT_DONATION_MESSAGES,
} from '@enlaza/shared/donations';
import type { Money } from '@enlaza/shared/money';
import { PUBLIC_MESSAGES } from '@enlaza/shared/public';
import { AppError, conflict, notFound, PageSuspendedError, tooManyRequests } from '../../http/errors';
import { isConnectionGone } from '../../integrations/payments/creator-access';
import { PaymentProviderError, type PaymentsPort } from '../../integrations/payments/payments-port';
import type { OneOffPurchase } from '../../ports/donation-checkout';
import { hasBlockedWord, parseBlockedWords } from './blocked-words';
import { CheckoutRepository, type CheckoutStore } from './checkout.repository';
import { type DonationLedger, donationLedger } from './donation-ledger';
import type { DonationsDeps } from './donations-deps';
import { commissionOf } from './payment-mapping';

export const WEBHOOK_PATH = '/api/webhooks/mercadopago';
/** Shown on the donor's card statement. */
const STATEMENT_DESCRIPTOR = 'ENLAZA';
const CHECKOUTS_PER_MINUTE = 20;
/** A checkout row that never got its preference (the process died in between) is dropped after this. */
const ABANDONED_AFTER_MS = 60 * 60_000;

/** What a checkout pays toward: the creator, the goal it counts for, the event it was made at. */
interface CheckoutTarget {
  creatorId: number;
  goalId: number | null;
  eventId: number | null;
  /** The provider's item: id, title (where the money goes, as the donor reads it everywhere) and description. */
  itemId: string;
  title: string;
  description: string;
}

/** What a checkout uses of the donations deps (the provider by the one call it makes). */
export type CheckoutDeps = Pick<
  DonationsDeps,
  'config' | 'database' | 'clock' | 'log' | 'rateLimiter' | 'access' | 'outboundEvents'
> & { payments: Pick<PaymentsPort, 'createPreference'> };

/** Its stores: what it reads and writes, and the ledger an unreached checkout is cancelled through. */
export interface CheckoutStores {
  rows: CheckoutStore;
  ledger: DonationLedger;
}

/** POST /donations/checkout: a pending donation and the provider checkout it is paid through. */
export class CheckoutService {
  private readonly rows: CheckoutStore;
  private readonly ledger: DonationLedger;

  constructor(
    private readonly deps: CheckoutDeps,
    stores: CheckoutStores = {
      rows: new CheckoutRepository(deps.database.db),
      ledger: donationLedger(deps.database, deps.outboundEvents),
    },
  ) {
    this.rows = stores.rows;
    this.ledger = stores.ledger;
  }

  /**
   * A donation toward one of a creator's goals (the public page's 'Contribuir'). `visitorHash`: who
   * started it, as their views are counted (PageVisits.visitor), for the funnel; null when unknown.
   */
  async start(
    input: DonationCheckoutValues,
    ip: string,
    visitorHash: string | null = null,
  ): Promise<CheckoutSession> {
    await this.throttle(ip);
    const goal = await this.rows.goal(input.goal_id);
    if (!goal) throw notFound(DONATION_MESSAGES.goalNotFound);
    if (goal.is_active !== 1) throw conflict(DONATION_MESSAGES.goalInactive);
    return this.open(input, visitorHash, {
      creatorId: goal.user_id,
      goalId: goal.id,
      eventId: null,
      itemId: `goal-${goal.id}`,
      title: donationDestination({ creatorName: goal.full_name, goalTitle: goal.title }),
      description: goal.title,
    });
  }

  /**
   * 'Pasar la gorra': a donation made at a published event, tagged with it and counted toward the
   * creator's active goal when there is one. Drafts are not found; cancelled and finished events
   * take no donations.
   */
  async startForEvent(
    eventId: number,
    input: EventDonationInput,
    ip: string,
    visitorHash: string | null = null,
  ): Promise<CheckoutSession> {
    await this.throttle(ip);
    const event = await this.rows.event(eventId);
    if (!event || event.status === 'draft') throw notFound(PUBLIC_MESSAGES.eventNotFound);
    if (event.status === 'cancelled') throw conflict(EVENT_DONATION_MESSAGES.cancelled);
    if (event.status !== 'published') throw conflict(EVENT_DONATION_MESSAGES.finished);
    const goal = await this.rows.activeGoal(event.user_id);
    return this.open(input, visitorHash, {
      creatorId: event.user_id,
      goalId: goal?.id ?? null,
      eventId: event.id,
      itemId: `event-${event.id}`,
      title: donationDestination({ creatorName: event.full_name, goalTitle: goal?.title ?? null }),
      description: event.title,
    });
  }

  /** A one-off purchase (DonationCheckout.startPurchase): a gift of months of a tier (issue 34). */
  async startPurchase(input: OneOffPurchase, ip: string): Promise<CheckoutSession> {
    await this.throttle(ip);
    const values: EventDonationInput = {
      amount: input.amount,
      donor_name: input.payerName,
      donor_email: null,
      message: null,
      message_public: false,
      show_name: input.payerName !== null,
      hide_amount: false,
    };
    return this.open(values, null, {
      creatorId: input.creatorId,
      goalId: null,
      eventId: null,
      itemId: input.itemId,
      title: input.title,
      description: input.description,
    });
  }

  private async throttle(ip: string): Promise<void> {
    if (!(await this.deps.rateLimiter.take(`checkout:${ip}`, CHECKOUTS_PER_MINUTE, 60_000))) {
      throw tooManyRequests();
    }
  }

  private async open(
    input: EventDonationInput,
    visitorHash: string | null,
    target: CheckoutTarget,
  ): Promise<CheckoutSession> {
    if (await this.rows.suspended(target.creatorId)) throw new PageSuspendedError();
    // Issue 22: a creator whose email is not verified takes no donations.
    if (!(await this.rows.emailVerified(target.creatorId))) {
      throw conflict(VERIFICATION_MESSAGES.checkoutNeedsVerified);
    }
    if (!(await this.deps.access.canReceiveDonations(target.creatorId))) {
      throw conflict(DONATION_MESSAGES.creatorNotConnected);
    }
    await this.dropAbandoned(target.creatorId);

    const donationId = randomUUID();
    const commission = commissionOf(input.amount, this.deps.config.payments.commissionPercent);
    const now = this.deps.clock.now().toISOString();
    // A message with one of the creator's blocked words waits hidden until the creator shows it.
    const blocked =
      input.message !== null &&
      hasBlockedWord(input.message, parseBlockedWords(await this.rows.blockedWords(target.creatorId)));
    await this.rows.insertPending({
      id: donationId,
      external_reference: donationId,
      user_id: target.creatorId,
      goal_id: target.goalId,
      event_id: target.eventId,
      amount_cents: input.amount.cents,
      platform_commission_cents: commission.cents,
      creator_amount_cents: input.amount.minus(commission).cents,
      currency: 'ARS',
      mp_status: 'pending',
      mp_status_detail: null,
      donor_name: input.donor_name,
      donor_email: input.donor_email,
      message: input.message,
      message_public: input.message_public ? 1 : 0,
      show_name: input.show_name ? 1 : 0,
      hide_amount: input.hide_amount ? 1 : 0,
      message_hidden: blocked ? 1 : 0,
      payment_method: null,
      mp_preference_id: null,
      mp_payment_id: null,
      mp_updated_at: null,
      created_at: now,
      updated_at: now,
      processed_at: null,
      visitor_hash: visitorHash,
    });

    try {
      const preference = await this.deps.access.withToken(target.creatorId, (accessToken) =>
        this.deps.payments.createPreference(
          accessToken,
          this.preference(donationId, input, target, commission),
        ),
      );
      await this.rows.setPreference(donationId, preference.id);
      return { donation_id: donationId, checkout_url: preference.init_point };
    } catch (error) {
      await this.abandon(donationId, error);
      if (isConnectionGone(error)) {
        throw conflict(DONATION_MESSAGES.creatorNotConnected);
      }
      this.deps.log.warn(
        { err: error, goalId: target.goalId, eventId: target.eventId },
        'checkout preference failed',
      );
      throw new AppError(502, DONATION_MESSAGES.checkoutUnavailable);
    }
  }

  private preference(
    donationId: string,
    input: EventDonationInput,
    target: CheckoutTarget,
    commission: Money,
  ) {
    const { publicUrl } = this.deps.config;
    const back = (result: CheckoutResult) => `${publicUrl}${donationReturnPath(donationId, result)}`;
    return {
      items: [
        {
          id: target.itemId,
          title: target.title.slice(0, 250),
          description: target.description.slice(0, 250),
          quantity: 1,
          unit_price: input.amount.pesos,
          currency_id: 'ARS' as const,
        },
      ],
      external_reference: donationId,
      back_urls: { success: back('aprobado'), pending: back('pendiente'), failure: back('rechazado') },
      // Mercado Pago refuses auto_return with back URLs it cannot reach (localhost, plain http).
      ...(publicUrl.startsWith('https://') ? { auto_return: 'approved' as const } : {}),
      notification_url: `${publicUrl}${WEBHOOK_PATH}?source_news=webhooks`,
      marketplace_fee: commission.pesos,
      statement_descriptor: STATEMENT_DESCRIPTOR,
    };
  }

  /**
   * The preference was not created, so the donation must not linger as pending. When the provider
   * refused, nothing exists there and the row goes. When no answer came, the preference may exist
   * after all: the row stays, cancelled, so a payment made through it would still be applied.
   */
  private async abandon(donationId: string, error: unknown): Promise<void> {
    if (error instanceof PaymentProviderError && error.transient) {
      const now = this.deps.clock.now().toISOString();
      const fields = { mp_status: 'cancelled', mp_status_detail: 'checkout_unavailable', updated_at: now };
      await this.ledger.transaction((tx) =>
        tx.changeStatus({ kind: 'update', donationId, from: 'pending', fields }, now),
      );
      return;
    }
    await this.rows.delete(donationId);
  }

  /** Rows of this creator that never reached the provider (a crash between the two steps). */
  private async dropAbandoned(creatorId: number): Promise<void> {
    const before = new Date(this.deps.clock.now().getTime() - ABANDONED_AFTER_MS).toISOString();
    await this.rows.dropAbandoned(creatorId, before);
  }
}
