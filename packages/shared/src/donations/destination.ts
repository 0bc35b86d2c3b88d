/**
 * Where a donor's money goes, in one sentence: the gorra page, the profile's donation form, the item
 * sent to the payment provider and the thank-you page all say this same thing. A donation is paid
 * into the creator's own Mercado Pago account (the platform's commission is taken there) and counts
 * toward the goal it was tagged with: the creator's active goal, if any.
 */
export interface DonationDestination {
  creatorName: string;
  /** The goal the donation counts toward, or null when the creator has no active goal. */
  goalTitle: string | null;
}

export function donationDestination({ creatorName, goalTitle }: DonationDestination): string {
  const account = `Tu aporte va a la cuenta de Mercado Pago de ${creatorName}`;
  return goalTitle ? `${account} y suma a su objetivo «${goalTitle}».` : `${account}.`;
}
