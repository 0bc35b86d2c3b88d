import { HTTP_MESSAGES } from '@enlaza/shared/http';
import { RetryLaterError } from '../../http/errors';
import { HasherBusyError } from '../../lib/password-hasher';
import type { RateReservation } from '../../lib/rate-limiter';

const HASHER_RETRY_AFTER_SECONDS = 2;

/** Hashing work; a full hasher queue answers 503 at once and gives the reserved hits back. */
export async function withHasher<T>(reservation: RateReservation, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof HasherBusyError)) throw error;
    await reservation.release();
    throw new RetryLaterError(503, HTTP_MESSAGES.busy, HASHER_RETRY_AFTER_SECONDS);
  }
}
