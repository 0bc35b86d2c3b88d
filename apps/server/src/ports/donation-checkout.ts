import type { CheckoutSession, DonationCheckoutValues, EventDonationInput } from '@enlaza/shared/donations';

/** Starting a donor's checkout. Offered by donations; the pages' no-JavaScript forms call it. */
export interface DonationCheckout {
  /** A donation to the creator (and their active goal). */
  start(input: DonationCheckoutValues, ip: string): Promise<CheckoutSession>;
  /** A donation at one of the creator's events. */
  startForEvent(eventId: number, input: EventDonationInput, ip: string): Promise<CheckoutSession>;
}
