import {
  DONATION_MESSAGES,
  DONATION_STATUS_LABELS,
  type DonationStatus,
  type DonationStatusFilter,
  type DonationsPage,
  type DonationsPagination,
  type DonationsStats,
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

/** Whether the net amount differs from what the donor paid (a commission was taken). */
export function showsNetAmount(donation: Pick<ReceivedDonation, 'amount' | 'creator_amount'>): boolean {
  return Number.isFinite(donation.creator_amount) && donation.creator_amount !== donation.amount;
}

export interface DonationsListState {
  status: 'loading' | 'ready' | 'error';
  filter: DonationStatusFilter;
  donations: ReceivedDonation[];
  pagination: DonationsPagination | null;
  stats: DonationsStats | null;
  /** The page being fetched, or null. */
  loadingPage: number | null;
  error: string | null;
  /** Each request carries the number it was sent with: answers to superseded requests are dropped. */
  requestId: number;
}

export type DonationsListEvent =
  | { type: 'request'; page: number; filter: DonationStatusFilter; requestId: number }
  | { type: 'success'; page: number; data: DonationsPage; requestId: number }
  | { type: 'failure'; page: number; requestId: number };

export const INITIAL_DONATIONS_LIST: DonationsListState = {
  status: 'loading',
  filter: 'all',
  donations: [],
  pagination: null,
  stats: null,
  loadingPage: null,
  error: null,
  requestId: 0,
};

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

export function donationsListReducer(
  state: DonationsListState,
  event: DonationsListEvent,
): DonationsListState {
  switch (event.type) {
    case 'request': {
      const filterChanged = event.filter !== state.filter;
      return {
        ...state,
        filter: event.filter,
        loadingPage: event.page,
        requestId: event.requestId,
        error: null,
        ...(filterChanged && event.page === 1
          ? { status: 'loading' as const, donations: [], pagination: null }
          : {}),
      };
    }
    case 'success':
      if (event.requestId !== state.requestId) return state;
      return {
        ...state,
        status: 'ready',
        donations: mergeDonations(state.donations, event.data.donations, event.page),
        pagination: event.data.pagination,
        stats: event.data.stats,
        loadingPage: null,
        error: null,
      };
    case 'failure':
      if (event.requestId !== state.requestId) return state;
      return {
        ...state,
        // A failed first load leaves nothing to show; a failed refresh or next page keeps the rows.
        status: state.status === 'loading' ? 'error' : state.status,
        loadingPage: null,
        error: DONATION_MESSAGES.loadFailed,
      };
  }
}
