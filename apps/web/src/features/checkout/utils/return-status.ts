import { DONATION_MESSAGES, type PublicDonationStatus } from '@enlaza/shared/donations';

/** The donor's return page asks again this often while the payment is pending… */
export const POLL_INTERVAL_MS = 2500;
/** …for at most this long; then it says the confirmation may take longer. */
export const POLL_MAX_MS = 120_000;
/** The payment id goes with every this-many-th request, so the provider is not asked on each one. */
export const RECONCILE_EVERY = 4;

export type ReturnPhase =
  | 'loading'
  | 'pending'
  | 'approved'
  | 'rejected'
  | 'cancelled'
  | 'refunded'
  | 'disputed'
  | 'timeout'
  | 'not-found'
  | 'error';

export interface ReturnState {
  phase: ReturnPhase;
  donation: PublicDonationStatus | null;
  /** Answers (or failures) received since the last (re)start. */
  attempts: number;
  startedAt: number;
  /** A failed request while the status was already known: shown, and polling goes on. */
  error: string | null;
}

export type ReturnEvent =
  | { type: 'result'; donation: PublicDonationStatus; at: number }
  | { type: 'failure'; notFound: boolean; at: number }
  | { type: 'restart'; at: number };

export function initialReturnState(at: number): ReturnState {
  return { phase: 'loading', donation: null, attempts: 0, startedAt: at, error: null };
}

const FINAL: Record<string, ReturnPhase> = {
  approved: 'approved',
  rejected: 'rejected',
  cancelled: 'cancelled',
  refunded: 'refunded',
  // The donor's bank took the money back: for the donor, as good as refunded.
  charged_back: 'refunded',
  in_mediation: 'disputed',
};

/** Whether another request should be made (the answer is not final and time is left). */
export function isPolling(state: ReturnState): boolean {
  return state.phase === 'loading' || state.phase === 'pending';
}

/** Whether this request carries the payment id (the first, then every RECONCILE_EVERY-th). */
export function sendsPaymentId(state: ReturnState): boolean {
  return state.attempts % RECONCILE_EVERY === 0;
}

/**
 * The return page's states: loading → pending (asked again every 2.5 s) → approved / rejected /
 * cancelled; still pending after 2 minutes → timeout; unknown id → not-found; a failure before
 * anything was known → error ('Error al consultar estado'). A restart begins again.
 */
export function returnReducer(state: ReturnState, event: ReturnEvent): ReturnState {
  switch (event.type) {
    case 'restart':
      return { ...initialReturnState(event.at), donation: state.donation };
    case 'result': {
      const final = FINAL[event.donation.status];
      const expired = event.at - state.startedAt >= POLL_MAX_MS;
      return {
        ...state,
        donation: event.donation,
        attempts: state.attempts + 1,
        error: null,
        phase: final ?? (expired ? 'timeout' : 'pending'),
      };
    }
    case 'failure': {
      if (event.notFound) return { ...state, attempts: state.attempts + 1, phase: 'not-found', error: null };
      const expired = event.at - state.startedAt >= POLL_MAX_MS;
      if (!state.donation) {
        return {
          ...state,
          attempts: state.attempts + 1,
          phase: 'error',
          error: DONATION_MESSAGES.statusFailed,
        };
      }
      return {
        ...state,
        attempts: state.attempts + 1,
        error: DONATION_MESSAGES.statusFailed,
        phase: expired ? 'timeout' : state.phase,
      };
    }
  }
}
