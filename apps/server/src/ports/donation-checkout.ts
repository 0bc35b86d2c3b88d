import type { CheckoutSession, DonationCheckoutValues, EventDonationInput } from '@enlaza/shared/donations';
import type { Money } from '@enlaza/shared/money';

/** A one-off payment for something a slice sells on the creator's page (issue 34: a gift of months). */
export interface OneOffPurchase {
  creatorId: number;
  /** The provider's item: id, title and description as the payer reads them. */
  itemId: string;
  title: string;
  description: string;
  amount: Money;
  /** Null: 'Anónimo'. */
  payerName: string | null;
}

/** Starting a donor's checkout. Offered by donations; the pages' no-JavaScript forms call it. */
export interface DonationCheckout {
  /**
   * A donation to the creator (and their active goal). `visitorHash`: the donor as their views are
   * counted (PageVisits.visitor), so the funnel counts visitors; null when ignored or unknown.
   */
  start(input: DonationCheckoutValues, ip: string, visitorHash?: string | null): Promise<CheckoutSession>;
  /** A donation at one of the creator's events. */
  startForEvent(
    eventId: number,
    input: EventDonationInput,
    ip: string,
    visitorHash?: string | null,
  ): Promise<CheckoutSession>;
  /**
   * A one-off payment of something else than a donation to a goal (a gift of months): a donation
   * row like any other (no goal, no event, no message on the wall), paid through Checkout Pro.
   */
  startPurchase(input: OneOffPurchase, ip: string): Promise<CheckoutSession>;
}
