import { type DonorChoicesValues, donationCheckoutSchema } from '@enlaza/shared/donations';
import { validateForm } from '@enlaza/shared/validation';
import type { CheckoutPayload } from '../api/start-checkout';

/** The donation form's checks: the server's own schema (donationCheckoutSchema), so both say the same. */
export type DonationField = 'goal_id' | 'amount' | 'donor_name' | 'donor_email' | 'message';
export type DonationErrors = Partial<Record<DonationField, string>>;

export interface DonationFormValues {
  amount: string;
  donorName: string;
  message: string;
  choices: DonorChoicesValues;
}

export type DonationValidation =
  | { ok: true; payload: CheckoutPayload }
  | { ok: false; errors: DonationErrors };

export function validateDonation(
  goalId: number | null | undefined,
  values: DonationFormValues,
): DonationValidation {
  const checked = validateForm(donationCheckoutSchema, {
    goal_id: goalId,
    amount: values.amount,
    donor_name: values.donorName,
    message: values.message,
    ...values.choices,
  });
  if (!checked.ok) return { ok: false, errors: checked.errors };
  const { amount, ...rest } = checked.data;
  return { ok: true, payload: { ...rest, amount: amount.pesos } };
}
