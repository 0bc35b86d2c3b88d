import { DONATION_LIMITS, DONATION_MESSAGES } from '@enlaza/shared/donations';
import type { CheckoutPayload } from '../api/start-checkout';
import { parseAmountText } from './donation-amount';

/**
 * The donation form's checks, written without the zod schema so the public page stays light; the
 * messages are the shared ones, so the form and the server (donationCheckoutSchema) say the same.
 */
export type DonationField = 'goal_id' | 'amount' | 'donor_name' | 'message';
export type DonationErrors = Partial<Record<DonationField, string>>;

export interface DonationFormValues {
  amount: string;
  donorName: string;
  message: string;
}

export type DonationValidation =
  | { ok: true; payload: CheckoutPayload }
  | { ok: false; errors: DonationErrors };

export function validateDonation(
  goalId: number | null | undefined,
  values: DonationFormValues,
): DonationValidation {
  const errors: DonationErrors = {};
  if (goalId === null || goalId === undefined || !Number.isInteger(goalId) || goalId < 1) {
    errors.goal_id = DONATION_MESSAGES.goalIdRequired;
  }
  const amount = parseAmountText(values.amount);
  if (amount === null) errors.amount = DONATION_MESSAGES.amountRequired;
  else if (amount < DONATION_LIMITS.amountMin) errors.amount = DONATION_MESSAGES.amountMin;
  else if (amount > DONATION_LIMITS.amountMax) errors.amount = DONATION_MESSAGES.amountMax;
  const donorName = values.donorName.trim();
  if (donorName.length > DONATION_LIMITS.donorNameMax) errors.donor_name = DONATION_MESSAGES.donorNameMax;
  const message = values.message.trim();
  if (message.length > DONATION_LIMITS.messageMax) errors.message = DONATION_MESSAGES.messageMax;

  if (Object.keys(errors).length > 0 || amount === null || !goalId) return { ok: false, errors };
  return {
    ok: true,
    payload: { goal_id: goalId, amount, donor_name: donorName || null, message: message || null },
  };
}
