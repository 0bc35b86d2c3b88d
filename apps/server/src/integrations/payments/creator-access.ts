/**
 * How the donations side reaches the provider on a creator's behalf, without knowing how the
 * connection stores, decrypts or refreshes tokens. The payment-connection slice implements it; the
 * two slices meet only through this contract (wired once in create-deps.ts).
 */

/** The creator has no usable connection (never connected, revoked, or made with another provider). */
export class NotConnectedError extends Error {
  constructor() {
    super('payment connection not authorized');
    this.name = 'NotConnectedError';
  }
}

/** The provider refused the refresh token: only a new authorization brings the connection back. */
export class ReconnectNeededError extends Error {
  constructor() {
    super('payment connection needs a new authorization');
    this.name = 'ReconnectNeededError';
  }
}

export function isConnectionGone(error: unknown): error is NotConnectedError | ReconnectNeededError {
  return error instanceof NotConnectedError || error instanceof ReconnectNeededError;
}

export interface CreatorPaymentAccess {
  /** Whether the creator can receive donations now (an authorized connection with this provider). */
  canReceiveDonations(creatorId: number): Promise<boolean>;
  /**
   * Calls the provider with the creator's usable token; a token-expiry answer is retried once
   * after a refresh. Throws NotConnectedError / ReconnectNeededError when there is no usable token.
   */
  withToken<T>(creatorId: number, call: (accessToken: string) => Promise<T>): Promise<T>;
  /** Creators whose usable connection is this provider account. */
  creatorsOfSeller(sellerId: string): Promise<number[]>;
  /**
   * A notification says this account unlinked the app. Nothing is revoked on its word: each
   * connection of the account is checked with the provider, and only a refused token disconnects.
   * Answers how many connections were revoked.
   */
  confirmUnlinked(sellerId: string): Promise<number>;
}

/** What the connection calls after an account connects (apply payments parked while it was not). */
export type AfterConnect = (sellerId: string) => Promise<void>;
