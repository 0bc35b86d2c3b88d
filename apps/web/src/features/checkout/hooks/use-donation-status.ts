import { useEffect, useReducer } from 'react';
import { getDonationStatus } from '../api/get-donation-status';
import {
  initialReturnState,
  isPolling,
  nextDelay,
  type ReturnState,
  returnReducer,
  sendsPaymentId,
} from '../utils/return-status';

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}

/** Polls GET /donations/{id}/status until the payment is final (or 2 minutes pass); `restart` asks again. */
export function useDonationStatus(
  id: string,
  paymentId: string | null,
  now: () => number = Date.now,
): { state: ReturnState; restart: () => void } {
  const [state, dispatch] = useReducer(returnReducer, undefined, () => initialReturnState(now()));

  // One request per answer: a new attempt count (or a restart) schedules the next one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the attempt, not on the whole state
  useEffect(() => {
    if (!isPolling(state)) return;
    const controller = new AbortController();
    const withPaymentId = sendsPaymentId(state) ? paymentId : null;
    const timer = setTimeout(() => {
      getDonationStatus(id, withPaymentId, controller.signal).then(
        (donation) => dispatch({ type: 'result', donation, at: now() }),
        (error: unknown) => {
          if (!controller.signal.aborted)
            dispatch({ type: 'failure', notFound: isNotFound(error), at: now() });
        },
      );
    }, nextDelay(state));
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [state.attempts, state.startedAt, id, paymentId]);

  return { state, restart: () => dispatch({ type: 'restart', at: now() }) };
}
