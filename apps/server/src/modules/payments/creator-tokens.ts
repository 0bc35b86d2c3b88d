import type { AppDeps } from '../../app-deps';
import { PaymentProviderError } from '../../integrations/payments/payments-port';
import { type ConnectionRow, ConnectionsRepository } from './connections.repository';

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

/**
 * Calls the provider with a creator's access token. A token-expiry answer is retried exactly once
 * after a refresh; refreshes of one creator are shared by concurrent callers in this process, and
 * a refresh that lost a race with another process picks up the token that process stored.
 */
export class CreatorTokens {
  readonly connections: ConnectionsRepository;
  private readonly inflight = new Map<number, Promise<string>>();

  constructor(private readonly deps: AppDeps) {
    this.connections = new ConnectionsRepository(deps.database.db, deps.config.encryptionKey);
  }

  /** Whether this row can be used with the provider configured now. */
  usable(row: ConnectionRow | undefined): row is ConnectionRow {
    return (
      row?.status === 'authorized' &&
      row.access_token !== null &&
      row.simulated === (this.deps.payments.kind === 'simulator' ? 1 : 0)
    );
  }

  private async currentToken(userId: number): Promise<string> {
    const row = await this.connections.find(userId);
    const token = this.usable(row) ? this.connections.open(row.access_token) : null;
    if (!token) throw new NotConnectedError();
    return token;
  }

  async withToken<T>(userId: number, call: (accessToken: string) => Promise<T>): Promise<T> {
    const token = await this.currentToken(userId);
    try {
      return await call(token);
    } catch (error) {
      if (!(error instanceof PaymentProviderError) || !error.tokenExpired) throw error;
      const fresh = await this.refreshAfter(userId, token);
      return call(fresh);
    }
  }

  /** Refreshes now (the panel's 'Renovar ahora'). */
  refreshNow(userId: number): Promise<string> {
    return this.singleFlight(userId, async () => {
      const row = await this.connections.find(userId);
      if (!this.usable(row)) throw new NotConnectedError();
      return this.refresh(row);
    });
  }

  /** A new access token to replace `failed`, unless another caller already replaced it. */
  private refreshAfter(userId: number, failed: string): Promise<string> {
    return this.singleFlight(userId, async () => {
      const row = await this.connections.find(userId);
      if (!this.usable(row)) throw new NotConnectedError();
      const current = this.connections.open(row.access_token);
      if (current && current !== failed) return current;
      return this.refresh(row);
    });
  }

  private singleFlight(userId: number, work: () => Promise<string>): Promise<string> {
    const running = this.inflight.get(userId);
    if (running) return running;
    const promise = work().finally(() => this.inflight.delete(userId));
    this.inflight.set(userId, promise);
    return promise;
  }

  private async refresh(row: ConnectionRow): Promise<string> {
    const refreshToken = this.connections.open(row.refresh_token);
    if (!refreshToken) return this.giveUp(row.user_id, 'refresh_token_missing');
    try {
      const tokens = await this.deps.payments.refresh(refreshToken);
      await this.connections.saveRefreshed(row.user_id, tokens, this.deps.clock.now());
      return tokens.access_token;
    } catch (error) {
      if (!(error instanceof PaymentProviderError) || !error.invalidGrant) throw error;
      // Refresh tokens work once: another server copy may have just used it and stored the result.
      const latest = await this.connections.find(row.user_id);
      if (this.usable(latest) && latest.refresh_token !== row.refresh_token) {
        const token = this.connections.open(latest.access_token);
        if (token) return token;
      }
      return this.giveUp(row.user_id, 'invalid_grant');
    }
  }

  private async giveUp(userId: number, reason: string): Promise<never> {
    await this.connections.markError(userId, reason, this.deps.clock.now());
    throw new ReconnectNeededError();
  }
}

const shared = new WeakMap<AppDeps, CreatorTokens>();

/** One instance per app, so concurrent refreshes of a creator are really shared. */
export function creatorTokens(deps: AppDeps): CreatorTokens {
  let tokens = shared.get(deps);
  if (!tokens) {
    tokens = new CreatorTokens(deps);
    shared.set(deps, tokens);
  }
  return tokens;
}
