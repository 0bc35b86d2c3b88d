import {
  DONATION_MESSAGES,
  DONATION_STATUS_LABELS,
  type DonationStatus,
  type DonationStatusFilter,
  type ReceivedDonation,
} from '@enlaza/shared/donations';
import { formatNumber } from '@enlaza/shared/format';

/** The history's status filter, in Spanish. */
export const STATUS_FILTER_LABELS: Record<DonationStatusFilter, string> = {
  all: 'Todas',
  pending: 'Pendientes',
  approved: 'Aprobadas',
  rejected: 'Rechazadas',
  cancelled: 'Canceladas',
  refunded: 'Reembolsadas',
  charged_back: 'Con contracargo',
  in_mediation: 'En disputa',
};

export const DONATIONS_PAGE_SIZE = 10;

/** '1 donación', '12 donaciones'. */
export function donationsCountText(n: number): string {
  return `${formatNumber(n)} ${n === 1 ? 'donación' : 'donaciones'}`;
}

export function statusLabel(status: DonationStatus): string {
  return DONATION_STATUS_LABELS[status] ?? DONATION_STATUS_LABELS.pending;
}

export function donorName(donation: Pick<ReceivedDonation, 'donor_name'>): string {
  return donation.donor_name?.trim() || DONATION_MESSAGES.anonymous;
}

export function goalTitle(donation: Pick<ReceivedDonation, 'goal'>): string {
  return donation.goal?.title ?? DONATION_MESSAGES.goalDeleted;
}

/** Statuses whose money reaches (or will reach) the creator: only they have a net amount to show. */
const NET_STATUSES: ReadonlySet<DonationStatus> = new Set(['pending', 'approved']);

/**
 * Whether to show the net amount: the payment went or may still go through (not rejected, cancelled
 * or refunded) and a commission was taken, so it differs from what the donor paid.
 */
export function showsNetAmount(
  donation: Pick<ReceivedDonation, 'amount' | 'creator_amount' | 'mp_status'>,
): boolean {
  return (
    NET_STATUSES.has(donation.mp_status) &&
    Number.isFinite(donation.creator_amount) &&
    donation.creator_amount !== donation.amount
  );
}

/** Page 1 replaces the list; later pages append (spec 02 §7), skipping rows already shown. */
export function mergeDonations(
  current: readonly ReceivedDonation[],
  incoming: readonly ReceivedDonation[],
  page: number,
): ReceivedDonation[] {
  if (page <= 1) return [...incoming];
  const seen = new Set(current.map((d) => d.id));
  return [...current, ...incoming.filter((d) => !seen.has(d.id))];
}
