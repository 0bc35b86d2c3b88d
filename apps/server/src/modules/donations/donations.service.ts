import type { DonationsQuery } from '@enlaza/shared/donations';
import {
  DONATION_LIMITS,
  DONATION_MESSAGES,
  type DonationsAvailability,
  type DonationsPage,
  type PublicDonationStatus,
} from '@enlaza/shared/donations';
import type { Money } from '@enlaza/shared/money';
import { PUBLIC_MESSAGES } from '@enlaza/shared/public';
import { notFound } from '../../http/errors';
import { UUID_PATTERN } from './apply-payment';
import { CheckoutService } from './checkout.service';
import { presentPublicDonation } from './donation.presenter';
import { DonationsRepository } from './donations.repository';
import type { DonationsDeps } from './donations-deps';
import { raisedAtEvent, raisedForGoal } from './goal-totals.repository';
import { PaymentSync } from './payment-sync';
import { DonationReconciler } from './reconciliation';
import { RefundService } from './refund.service';
import { WallService } from './wall.service';
import { WebhookService } from './webhook.service';

const RECONCILES_PER_MINUTE = 30;

/**
 * Everything about donations, built once per app: checkout, provider notifications,
 * reconciliation, the creator's history and goal totals. Reaches the provider on a creator's
 * behalf only through `deps.access` (the payment connection).
 */
export class DonationsService {
  readonly checkout: CheckoutService;
  readonly sync: PaymentSync;
  readonly webhooks: WebhookService;
  readonly reconciler: DonationReconciler;
  readonly refunds: RefundService;
  /** The supporters' wall, its moderation and reports. */
  readonly supporters: WallService;
  private readonly history: DonationsRepository;

  constructor(private readonly deps: DonationsDeps) {
    this.checkout = new CheckoutService(deps);
    this.sync = new PaymentSync(deps);
    this.webhooks = new WebhookService(deps, this.sync);
    this.reconciler = new DonationReconciler(deps, this.sync);
    this.refunds = new RefundService(deps);
    this.supporters = new WallService(deps);
    this.history = new DonationsRepository(deps.database.db);
  }

  /** What a goal has raised (approved donations only). */
  raisedFor(goalId: number): Promise<Money> {
    return raisedForGoal(this.deps.database.db, goalId);
  }

  /** What was given at an event's donation page (approved donations only). */
  raisedAtEvent(eventId: number): Promise<Money> {
    return raisedAtEvent(this.deps.database.db, eventId);
  }

  /** One of the creator's donations as the history shows it, or null when it is not theirs. */
  receivedOne(creatorId: number, donationId: string) {
    return this.history.receivedOne(creatorId, donationId);
  }

  availability(): DonationsAvailability {
    return {
      available: true,
      simulated: this.deps.payments.kind === 'simulator',
      currency: 'ARS',
      min_amount: DONATION_LIMITS.amountMin,
      max_amount: DONATION_LIMITS.amountMax,
      commission_percent: this.deps.config.payments.commissionPercent,
    };
  }

  /** `event_id` narrows the history (and its totals) to one of the creator's events; another's is 404. */
  async received(creatorId: number, query: DonationsQuery): Promise<DonationsPage> {
    const eventId = query.event_id;
    if (eventId === undefined) return this.history.page({ creatorId }, query);
    if (!(await this.history.ownsEvent(creatorId, eventId))) throw notFound(PUBLIC_MESSAGES.eventNotFound);
    return this.history.page({ creatorId, eventId }, query);
  }

  async receivedForGoal(creatorId: number, goalId: number, query: DonationsQuery): Promise<DonationsPage> {
    if (!(await this.history.ownsGoal(creatorId, goalId))) throw notFound(DONATION_MESSAGES.goalNotFound);
    return this.history.page({ creatorId, goalId }, query);
  }

  /**
   * The donor's return page. `paymentIdHint` (from the checkout's return URL) is only a hint,
   * checked with the provider before anything changes.
   */
  async publicStatus(rawId: string, paymentIdHint: unknown, ip: string): Promise<PublicDonationStatus> {
    const id = rawId.toLowerCase();
    if (!UUID_PATTERN.test(id)) throw notFound(DONATION_MESSAGES.notFound);
    if (typeof paymentIdHint === 'string' && /^\d{1,20}$/.test(paymentIdHint)) {
      const donation = await this.history.findForSync(id);
      if (
        donation &&
        (await this.deps.rateLimiter.take(`donation-status:${ip}`, RECONCILES_PER_MINUTE, 60_000))
      ) {
        await this.sync.reconcile(donation, paymentIdHint);
      }
    }
    const row = await this.history.findPublic(id);
    if (!row) throw notFound(DONATION_MESSAGES.notFound);
    return presentPublicDonation(row);
  }
}
