import {
  DONATION_MESSAGES,
  DONATION_STATUS_LABELS,
  type DonationStatus,
  isDonationStatus,
  type PaymentMethod,
  type PublicDonationStatus,
  type ReceivedDonation,
} from '@enlaza/shared/donations';
import { Money } from '@enlaza/shared/money';

const pesos = (cents: number | string) => Money.fromCents(cents).pesos;

function statusOf(value: string): DonationStatus {
  return isDonationStatus(value) ? value : 'pending';
}

export interface ReceivedDonationRow {
  id: string;
  amount_cents: number;
  platform_commission_cents: number;
  creator_amount_cents: number;
  currency: string;
  mp_status: string;
  donor_name: string | null;
  donor_email: string | null;
  message: string | null;
  message_public: number;
  show_name: number;
  hide_amount: number;
  message_hidden: number;
  reply: string | null;
  replied_at: string | null;
  payment_method: string | null;
  created_at: string;
  processed_at: string | null;
  goal_id: number | null;
  goal_title: string | null;
  event_id: number | null;
  event_title: string | null;
  mp_payment_id: string | null;
  evidence_deadline: string | null;
  /** Visitors' reports of it ('Denunciar'); the export leaves it out. */
  report_count?: number | string | null;
  /** 'one_off' | 'monthly' (migration 0017). */
  kind: string;
}

/**
 * A donation as its creator sees it in the history; amounts in pesos. The donor's email is here
 * because this answer only ever goes to the creator who received the donation.
 */
export function presentReceivedDonation(row: ReceivedDonationRow): ReceivedDonation {
  const status = statusOf(row.mp_status);
  return {
    id: row.id,
    amount: pesos(row.amount_cents),
    currency: row.currency,
    mp_status: status,
    status_label: DONATION_STATUS_LABELS[status],
    donor_name: row.donor_name?.trim() || DONATION_MESSAGES.anonymous,
    donor_email: row.donor_email,
    message: row.message,
    message_public: row.message_public === 1,
    show_name: row.show_name === 1,
    hide_amount: row.hide_amount === 1,
    message_hidden: row.message_hidden === 1,
    reply: row.reply,
    replied_at: row.replied_at,
    report_count: Number(row.report_count ?? 0),
    payment_method: row.payment_method as PaymentMethod | null,
    created_at: row.created_at,
    processed_at: row.processed_at,
    creator_amount: pesos(row.creator_amount_cents),
    platform_commission: pesos(row.platform_commission_cents),
    goal: row.goal_id !== null && row.goal_title !== null ? { id: row.goal_id, title: row.goal_title } : null,
    event:
      row.event_id !== null && row.event_title !== null ? { id: row.event_id, title: row.event_title } : null,
    evidence_deadline: status === 'charged_back' || status === 'in_mediation' ? row.evidence_deadline : null,
    // The provider's payment id stays here: the creator only learns whether a refund is possible.
    // A monthly charge is the provider's invoice: it is not refunded from this screen.
    // A QR order is refunded through the Orders API, not yet offered here (issue 32).
    refundable: status === 'approved' && row.mp_payment_id !== null && row.kind === 'one_off',
    kind: row.kind === 'monthly' || row.kind === 'qr' ? row.kind : 'one_off',
  };
}

export interface PublicDonationRow {
  id: string;
  mp_status: string;
  amount_cents: number;
  goal_title: string | null;
  username: string;
  full_name: string;
}

/** What anyone holding the donation id may see: no donor, message, email, token or provider data. */
export function presentPublicDonation(row: PublicDonationRow): PublicDonationStatus {
  return {
    id: row.id,
    status: statusOf(row.mp_status),
    amount: pesos(row.amount_cents),
    goal_title: row.goal_title,
    creator: { username: row.username, full_name: row.full_name },
  };
}
