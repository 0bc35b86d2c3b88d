import { AUTH_MESSAGES } from '@enlaza/shared/auth';
import { HTTP_MESSAGES } from '@enlaza/shared/http';
import { RetryLaterError } from '../../http/errors';
import { HasherBusyError, SourceBusyError } from '../../lib/password-hasher';
import type { RateReservation } from '../../lib/rate-limiter';

const HASHER_RETRY_AFTER_SECONDS = 2;

/**
 * Hashing work; a full hasher queue answers 503 at once, a source that already has its share of
 * hashes under way 429 (no hash computed), and both give the reserved hits back.
 */
export async function withHasher<T>(reservation: RateReservation, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SourceBusyError) {
      await reservation.release();
      throw new RetryLaterError(429, AUTH_MESSAGES.tooManyLoginsFromSource, HASHER_RETRY_AFTER_SECONDS);
    }
    if (!(error instanceof HasherBusyError)) throw error;
    await reservation.release();
    throw new RetryLaterError(503, HTTP_MESSAGES.busy, HASHER_RETRY_AFTER_SECONDS);
  }
}
