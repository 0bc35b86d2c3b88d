import { NotConnectedError, ReconnectNeededError } from '../../integrations/payments/creator-access';
import { PaymentProviderError, type PaymentsPort } from '../../integrations/payments/payments-port';
import type { Clock } from '../../lib/clock';
import type { ConnectionRow, ConnectionsRepository } from './connections.repository';

/**
 * A creator's tokens: whether a connection is usable with the provider configured now, the token
 * ready to use, and refreshes. Refreshes of one creator are shared by concurrent callers in this
 * process (one instance per app); a refresh that lost a race with another process picks up the
 * token that process stored.
 */
export class ConnectionTokens {
  private readonly inflight = new Map<number, Promise<string>>();

  constructor(
    private readonly connections: ConnectionsRepository,
    private readonly payments: PaymentsPort,
    private readonly clock: Clock,
  ) {}

  private now(): Date {
    return this.clock.now();
  }

  /** Whether this row can be used with the provider configured now. */
  usable(row: ConnectionRow | undefined): row is ConnectionRow {
    const simulated = this.payments.kind === 'simulator' ? 1 : 0;
    return row?.status === 'authorized' && row.access_token !== null && row.simulated === simulated;
  }

  /**
   * The creator's access token, ready to use: decrypted, refreshed first when it has expired (and
   * the new pair persisted). Throws NotConnectedError or ReconnectNeededError.
   */
  async usableToken(userId: number): Promise<string> {
    const row = await this.connections.find(userId);
    const token = this.usable(row) ? this.connections.open(row.access_token) : null;
    if (!row || !token) throw new NotConnectedError();
    const expired = row.token_expires_at !== null && row.token_expires_at <= this.now().toISOString();
    return expired ? this.refreshAfter(userId, token) : token;
  }

  async withToken<T>(userId: number, call: (accessToken: string) => Promise<T>): Promise<T> {
    const token = await this.usableToken(userId);
    try {
      return await call(token);
    } catch (error) {
      if (!(error instanceof PaymentProviderError) || !error.tokenExpired) throw error;
      return call(await this.refreshAfter(userId, token));
    }
  }

  /** A new access token to replace `failed` (null: whatever the current one is), unless another caller already replaced it. */
  refreshAfter(userId: number, failed: string | null): Promise<string> {
    return this.singleFlight(userId, async () => {
      const row = await this.connections.find(userId);
      if (!this.usable(row)) throw new NotConnectedError();
      const current = this.connections.open(row.access_token);
      if (failed !== null && current && current !== failed) return current;
      return this.refreshRow(row);
    });
  }

  private singleFlight(userId: number, work: () => Promise<string>): Promise<string> {
    const running = this.inflight.get(userId);
    if (running) return running;
    const promise = work().finally(() => this.inflight.delete(userId));
    this.inflight.set(userId, promise);
    return promise;
  }

  private async refreshRow(row: ConnectionRow): Promise<string> {
    const refreshToken = this.connections.open(row.refresh_token);
    if (!refreshToken) return this.giveUp(row.user_id, 'refresh_token_missing');
    try {
      const tokens = await this.payments.refresh(refreshToken);
      await this.connections.saveRefreshed(row.user_id, tokens, this.now());
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
    await this.connections.markError(userId, reason, this.now());
    throw new ReconnectNeededError();
  }
}
