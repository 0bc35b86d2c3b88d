/** Retries of a delivery stop this long after it was queued: then it is 'failed'. */
export const RETRY_WINDOW_MS = 24 * 60 * 60_000;

const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 6 * 60 * 60_000;

/**
 * How long after its `attempts`-th failed attempt a delivery is tried again: 30 s × 3^(n−1), at
 * most 6 h (30 s, 1.5 min, 4.5 min, 13.5 min, 40 min, 2 h, 6 h, …: about ten attempts in 24 h).
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 3 ** Math.max(0, attempts - 1));
}
