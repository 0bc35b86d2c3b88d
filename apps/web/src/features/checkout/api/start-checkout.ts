import type { CheckoutAnswer, CheckoutSession } from '@enlaza/shared/donations';
import { api } from '../../../lib/api-client';

export interface CheckoutPayload {
  goal_id: number;
  amount: number;
  donor_name: string | null;
  donor_email: string | null;
  message: string | null;
  message_public: boolean;
  show_name: boolean;
  hide_amount: boolean;
}

/** POST /donations/checkout {goal_id, amount, donor's name, email, message and choices} → data: where to pay. */
export async function startCheckout(payload: CheckoutPayload): Promise<CheckoutSession> {
  const res = await api.post<CheckoutAnswer>('/donations/checkout', payload, {
    token: null,
  });
  return res.data;
}
