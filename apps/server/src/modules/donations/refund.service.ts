import { DONATION_MESSAGES, type ReceivedDonation } from '@enlaza/shared/donations';
import { AppError, conflict, notFound, tooManyRequests } from '../../http/errors';
import { isConnectionGone } from '../../integrations/payments/creator-access';
import type { PaymentsPort, ProviderPayment } from '../../integrations/payments/payments-port';
import { applyProviderPayment } from './apply-payment';
import { presentReceivedDonation } from './donation.presenter';
import { type DonationLedger, donationLedger } from './donation-ledger';
import { DonationsRepository } from './donations.repository';
import type { DonationsDeps } from './donations-deps';

/** A creator refunds at most this many donations a minute (a slip of the hand, not a workflow). */
const REFUNDS_PER_MINUTE = 10;

/**
 * The X-Idempotency-Key of a donation's refund: the same for every attempt, so a double click, a
 * retry after a timeout or two copies of the server never make the provider refund twice.
 */
export function refundIdempotencyKey(donationId: string): string {
  return `enlaza-refund-${donationId}`;
}

/** What a refund uses of the donations deps (the provider by the calls it makes). */
export type RefundDeps = Pick<
  DonationsDeps,
  'config' | 'database' | 'clock' | 'log' | 'rateLimiter' | 'access' | 'pageChanges' | 'outboundEvents'
> & { payments: Pick<PaymentsPort, 'refundPayment' | 'getPayment'> };

/** Its stores: the creator's donations it reads and the ledger the provider's answer is applied through. */
export interface RefundStores {
  donations: Pick<DonationsRepository, 'findOwned' | 'findReceived'>;
  ledger: DonationLedger;
}

/**
 * The creator's 'Reembolsar': a full refund of one of their approved donations through the
 * provider, then the payment read again and applied like any notification (so the goal, the
 * statistics and the live bar lose it at once). Nothing changes here when the provider refuses.
 */
export class RefundService {
  private readonly donations: RefundStores['donations'];
  private readonly ledger: DonationLedger;

  constructor(
    private readonly deps: RefundDeps,
    stores: RefundStores = {
      donations: new DonationsRepository(deps.database.db),
      ledger: donationLedger(deps.database, deps.outboundEvents),
    },
  ) {
    this.donations = stores.donations;
    this.ledger = stores.ledger;
  }

  async refund(creatorId: number, donationId: string): Promise<ReceivedDonation> {
    const row = await this.donations.findOwned(creatorId, donationId);
    if (!row) throw notFound(DONATION_MESSAGES.notFound);
    if (row.mp_status !== 'approved' || !row.mp_payment_id)
      throw conflict(DONATION_MESSAGES.refundOnlyApproved);
    // A monthly charge belongs to the provider's subscription, not to one of our checkouts.
    if (row.kind === 'monthly') throw conflict(DONATION_MESSAGES.refundMonthly);
    if (row.kind === 'qr') throw conflict(DONATION_MESSAGES.refundQr);
    if (!(await this.deps.rateLimiter.take(`refund:${creatorId}`, REFUNDS_PER_MINUTE, 60_000))) {
      throw tooManyRequests(DONATION_MESSAGES.refundTooMany);
    }
    const paymentId = row.mp_payment_id;
    let payment: ProviderPayment;
    try {
      payment = await this.deps.access.withToken(creatorId, async (token) => {
        await this.deps.payments.refundPayment(token, paymentId, refundIdempotencyKey(donationId));
        return this.deps.payments.getPayment(token, paymentId);
      });
    } catch (error) {
      if (isConnectionGone(error)) throw conflict(DONATION_MESSAGES.refundNotConnected);
      this.deps.log.warn({ err: error, donationId }, 'refund refused or provider unreachable');
      throw new AppError(502, DONATION_MESSAGES.refundUnavailable);
    }
    await applyProviderPayment(this.deps, creatorId, payment, undefined, this.ledger);
    const refunded = await this.donations.findReceived(creatorId, donationId);
    if (!refunded) throw notFound(DONATION_MESSAGES.notFound);
    return presentReceivedDonation(refunded);
  }
}
