import { VERIFICATION_MESSAGES } from '@enlaza/shared/auth';
import {
  type MpErrorReason,
  PAYMENT_MESSAGES,
  PAYMENT_STATUS_CACHE_MINUTES,
  type PaymentAuthData,
  type PaymentConnectionView,
} from '@enlaza/shared/payments';
import { UsersRepository } from '../../accounts/users.repository';
import { AppError, conflict, tooManyRequests } from '../../http/errors';
import {
  type AfterConnect,
  type CreatorPaymentAccess,
  isConnectionGone,
  NotConnectedError,
  ReconnectNeededError,
} from '../../integrations/payments/creator-access';
import { type OAuthTokens, PaymentProviderError } from '../../integrations/payments/payments-port';
import { presentAuthData, presentConnection } from './connection.presenter';
import { ConnectionTokens } from './connection-tokens';
import { type ConnectionRow, ConnectionsRepository } from './connections.repository';
import { OAuthStates } from './oauth-states';
import type { ConnectionDeps } from './payment-connection-deps';

export const OAUTH_CALLBACK_PATH = '/api/mercadopago/oauth/callback';
const DASHBOARD_PATH = '/dashboard';

export interface CallbackQuery {
  code?: unknown;
  state?: unknown;
  error?: unknown;
}

/**
 * The creator's Mercado Pago connection: OAuth, tokens (ConnectionTokens), refresh, status, and the
 * access the donations slice uses (CreatorPaymentAccess). Built once per app (create-deps.ts), so
 * concurrent refreshes of one creator are shared in this process.
 */
export class PaymentConnectionService implements CreatorPaymentAccess {
  private readonly connections: ConnectionsRepository;
  private readonly states: OAuthStates;
  private readonly tokens: ConnectionTokens;
  private readonly users: UsersRepository;
  private afterConnect: AfterConnect | null = null;

  constructor(private readonly deps: ConnectionDeps) {
    this.connections = new ConnectionsRepository(deps.database.db, deps.config.encryptionKey, (userId) =>
      deps.pageChanges.creatorChanged(userId),
    );
    this.states = new OAuthStates(deps.database.db, deps.config.encryptionKey);
    this.tokens = new ConnectionTokens(this.connections, deps.payments, deps.clock);
    this.users = new UsersRepository(deps.database.db);
  }

  /** Work to run after an account connects (the donations slice applies parked payments). */
  onConnected(work: AfterConnect): void {
    this.afterConnect = work;
  }

  private now(): Date {
    return this.deps.clock.now();
  }

  private get simulated(): boolean {
    return this.deps.payments.kind === 'simulator';
  }

  get callbackUrl(): string {
    return `${this.deps.config.publicUrl}${OAUTH_CALLBACK_PATH}`;
  }

  private usable(row: ConnectionRow | undefined): row is ConnectionRow {
    return this.tokens.usable(row);
  }

  /**
   * The creator's access token, ready to use: decrypted, refreshed first when it has expired (and
   * the new pair persisted). Throws NotConnectedError or ReconnectNeededError.
   */
  usableToken(userId: number): Promise<string> {
    return this.tokens.usableToken(userId);
  }

  withToken<T>(userId: number, call: (accessToken: string) => Promise<T>): Promise<T> {
    return this.tokens.withToken(userId, call);
  }

  /** Connected and with a verified email (issue 22). */
  async canReceiveDonations(creatorId: number): Promise<boolean> {
    return (await this.emailVerified(creatorId)) && this.usable(await this.connections.find(creatorId));
  }

  private async emailVerified(userId: number): Promise<boolean> {
    const user = await this.users.findById(userId);
    return user !== undefined && user.email_verified_at !== null;
  }

  async creatorsOfSeller(sellerId: string): Promise<number[]> {
    const rows = await this.connections.findAuthorizedBySeller(sellerId);
    return rows.filter((row) => this.usable(row)).map((row) => row.user_id);
  }

  async confirmUnlinked(sellerId: string): Promise<number> {
    let revoked = 0;
    for (const row of await this.connections.findAuthorizedBySeller(sellerId)) {
      if (await this.stillAuthorized(row.user_id)) continue;
      revoked += await this.connections.revokeSeller(row.user_id, sellerId, this.now());
    }
    return revoked;
  }

  /**
   * Asks the provider whether the creator's token still works (refreshing it if it expired). Only a
   * definite refusal answers false; an unreachable provider counts as still authorized.
   */
  private async stillAuthorized(userId: number): Promise<boolean> {
    try {
      await this.withToken(userId, (token) => this.deps.payments.getAccount(token));
      return true;
    } catch (error) {
      if (error instanceof ReconnectNeededError) return false;
      if (error instanceof PaymentProviderError && !error.transient && !error.notFound) return false;
      this.deps.log.warn({ err: error, userId }, 'unlink notification not confirmed');
      return true;
    }
  }

  // ── The payment panel ─────────────────────────────────────────────────────────────────────

  async view(userId: number): Promise<PaymentConnectionView> {
    const row = await this.connections.find(userId);
    return presentConnection(row, { simulated: this.simulated, usable: this.usable(row), now: this.now() });
  }

  /**
   * The connection as the provider sees it now. An authorized connection is re-checked (an
   * account call, refreshing the token if needed) when forced or when the last check is older than
   * the 5-minute cache; an unreachable provider leaves the stored status as it was.
   */
  async status(userId: number, force: boolean): Promise<PaymentConnectionView> {
    const row = await this.connections.find(userId);
    const fresh =
      row?.last_checked_at &&
      this.now().getTime() - Date.parse(row.last_checked_at) < PAYMENT_STATUS_CACHE_MINUTES * 60_000;
    if (this.usable(row) && (force || !fresh)) {
      try {
        const account = await this.withToken(userId, (t) => this.deps.payments.getAccount(t));
        await this.connections.markChecked(userId, account.email, this.now());
      } catch (error) {
        await this.checkFailed(userId, error);
      }
    }
    return this.view(userId);
  }

  private async checkFailed(userId: number, error: unknown): Promise<void> {
    if (isConnectionGone(error)) return;
    if (error instanceof PaymentProviderError && !error.transient) {
      // Still refused after a refresh: the authorization is gone.
      await this.connections.markError(userId, error.code ?? 'account_check_failed', this.now());
      return;
    }
    this.deps.log.warn({ err: error, userId }, 'payment status check failed');
  }

  async initiate(userId: number): Promise<string> {
    if (!(await this.deps.rateLimiter.take(`mp-initiate:${userId}`, 20, 10 * 60_000)))
      throw tooManyRequests();
    if (this.usable(await this.connections.find(userId))) throw conflict(PAYMENT_MESSAGES.alreadyConnected);
    if (!(await this.emailVerified(userId))) throw conflict(VERIFICATION_MESSAGES.connectNeedsVerified);
    const issued = await this.states.issue(userId, this.now(), this.deps.config.payments.usePkce);
    return this.deps.payments.authorizationUrl({
      state: issued.state,
      redirectUri: this.callbackUrl,
      ...(issued.codeChallenge ? { codeChallenge: issued.codeChallenge } : {}),
    });
  }

  /** Handles the provider's return; the answer is where to send the browser. */
  async callback(query: CallbackQuery): Promise<string> {
    if (typeof query.state !== 'string' || !query.state || query.state.length > 512) {
      return this.failed('invalid_state', null);
    }
    const consumed = await this.states.consume(query.state, this.now());
    if (!consumed.ok) return this.failed(consumed.reason, 'userId' in consumed ? consumed.userId : null);
    const { userId, codeVerifier } = consumed;
    if (query.error !== undefined) {
      return this.failed(query.error === 'access_denied' ? 'access_denied' : 'provider_error', userId);
    }
    if (typeof query.code !== 'string' || !query.code || query.code.length > 512) {
      return this.failed('missing_code', userId);
    }
    let tokens: OAuthTokens;
    try {
      tokens = await this.deps.payments.exchangeCode({
        code: query.code,
        redirectUri: this.callbackUrl,
        ...(codeVerifier ? { codeVerifier } : {}),
      });
    } catch (error) {
      this.deps.log.warn({ err: error, userId }, 'mercado pago code exchange failed');
      return this.failed('exchange_failed', userId);
    }
    const email = await this.deps.payments.getAccount(tokens.access_token).then(
      (account) => account.email,
      () => null,
    );
    await this.connections.saveAuthorized(userId, tokens, {
      email,
      simulated: this.simulated,
      now: this.now(),
    });
    await this.afterConnect?.(tokens.user_id).catch((error: unknown) => {
      this.deps.log.error({ err: error, userId }, 'after-connect work failed');
    });
    return `${DASHBOARD_PATH}?mp_success=true`;
  }

  /**
   * A failed return. The connection is marked in error unless it is already authorized: replaying
   * an old return link must not break a working connection.
   */
  private async failed(reason: MpErrorReason, userId: number | null): Promise<string> {
    if (userId !== null && !this.usable(await this.connections.find(userId))) {
      await this.connections.markError(userId, reason, this.now());
    }
    return `${DASHBOARD_PATH}?mp_error=${reason}`;
  }

  /** There is no revoke call at Mercado Pago: disconnecting deletes our tokens. */
  async revoke(userId: number): Promise<void> {
    const row = await this.connections.find(userId);
    if (row?.status !== 'authorized') throw conflict(PAYMENT_MESSAGES.notConnected);
    await this.connections.revoke(userId, this.now());
  }

  /** 'Renovar ahora': a refresh now, whatever the token's age. */
  async refresh(userId: number): Promise<PaymentAuthData> {
    try {
      await this.tokens.refreshAfter(userId, null);
    } catch (error) {
      if (error instanceof NotConnectedError) throw conflict(PAYMENT_MESSAGES.notConnected);
      if (error instanceof ReconnectNeededError) throw conflict(PAYMENT_MESSAGES.reconnectNeeded);
      this.deps.log.warn({ err: error, userId }, 'mercado pago token refresh failed');
      throw new AppError(502, PAYMENT_MESSAGES.refreshFailed);
    }
    const row = await this.connections.find(userId);
    const authData = row ? presentAuthData(row) : null;
    if (!authData) throw conflict(PAYMENT_MESSAGES.notConnected);
    return authData;
  }
}
