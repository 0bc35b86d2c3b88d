import {
  type MpErrorReason,
  PAYMENT_MESSAGES,
  PAYMENT_STATUS_CACHE_MINUTES,
  type PaymentAuthData,
  type PaymentConnectionView,
} from '@enlaza/shared/payments';
import type { AppDeps } from '../../app-deps';
import { AppError, conflict, tooManyRequests } from '../../http/errors';
import { PaymentProviderError } from '../../integrations/payments/payments-port';
import type { Logger } from '../../lib/logger';
import { presentAuthData, presentConnection } from './connection.presenter';
import { type CreatorTokens, creatorTokens, NotConnectedError, ReconnectNeededError } from './creator-tokens';
import { OAuthStates } from './oauth-states';

export const OAUTH_CALLBACK_PATH = '/api/mercadopago/oauth/callback';
const DASHBOARD_PATH = '/dashboard';

export interface CallbackQuery {
  code?: unknown;
  state?: unknown;
  error?: unknown;
}

export interface ConnectionHooks {
  /** Runs after an account connects (e.g. to apply payments that arrived while it was not). */
  onConnected?: (mpUserId: string) => Promise<void>;
}

/** The creator's Mercado Pago connection: status, authorization, revocation, refresh. */
export class PaymentConnectionService {
  private readonly tokens: CreatorTokens;
  private readonly states: OAuthStates;

  constructor(
    private readonly deps: AppDeps,
    private readonly hooks: ConnectionHooks = {},
  ) {
    this.tokens = creatorTokens(deps);
    this.states = new OAuthStates(deps.database.db, deps.config.encryptionKey);
  }

  private get connections() {
    return this.tokens.connections;
  }

  private get log(): Logger {
    return this.deps.log;
  }

  private now(): Date {
    return this.deps.clock.now();
  }

  get callbackUrl(): string {
    return `${this.deps.config.publicUrl}${OAUTH_CALLBACK_PATH}`;
  }

  async view(userId: number): Promise<PaymentConnectionView> {
    const row = await this.connections.find(userId);
    return presentConnection(row, {
      simulated: this.deps.payments.kind === 'simulator',
      usable: this.tokens.usable(row),
      now: this.now(),
    });
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
    if (this.tokens.usable(row) && (force || !fresh)) {
      try {
        const account = await this.tokens.withToken(userId, (t) => this.deps.payments.getAccount(t));
        await this.connections.markChecked(userId, account.email, this.now());
      } catch (error) {
        await this.checkFailed(userId, error);
      }
    }
    return this.view(userId);
  }

  private async checkFailed(userId: number, error: unknown): Promise<void> {
    if (error instanceof ReconnectNeededError || error instanceof NotConnectedError) return;
    if (error instanceof PaymentProviderError && !error.transient) {
      // Still refused after a refresh: the authorization is gone.
      await this.connections.markError(userId, error.code ?? 'account_check_failed', this.now());
      return;
    }
    this.log.warn({ err: error, userId }, 'payment status check failed');
  }

  async initiate(userId: number): Promise<string> {
    if (!(await this.deps.rateLimiter.take(`mp-initiate:${userId}`, 20, 10 * 60_000)))
      throw tooManyRequests();
    const row = await this.connections.find(userId);
    if (this.tokens.usable(row)) throw conflict(PAYMENT_MESSAGES.alreadyConnected);
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
    let tokens: Awaited<ReturnType<AppDeps['payments']['exchangeCode']>>;
    try {
      tokens = await this.deps.payments.exchangeCode({
        code: query.code,
        redirectUri: this.callbackUrl,
        ...(codeVerifier ? { codeVerifier } : {}),
      });
    } catch (error) {
      this.log.warn({ err: error, userId }, 'mercado pago code exchange failed');
      return this.failed('exchange_failed', userId);
    }
    const email = await this.deps.payments.getAccount(tokens.access_token).then(
      (account) => account.email,
      () => null,
    );
    await this.connections.saveAuthorized(userId, tokens, {
      email,
      simulated: this.deps.payments.kind === 'simulator',
      now: this.now(),
    });
    await this.hooks.onConnected?.(tokens.user_id).catch((error: unknown) => {
      this.log.error({ err: error, userId }, 'after-connect work failed');
    });
    return `${DASHBOARD_PATH}?mp_success=true`;
  }

  /**
   * A failed return. The connection is marked in error unless it is already authorized: replaying
   * an old return link must not break a working connection.
   */
  private async failed(reason: MpErrorReason, userId: number | null): Promise<string> {
    if (userId !== null) {
      const row = await this.connections.find(userId);
      if (!this.tokens.usable(row)) await this.connections.markError(userId, reason, this.now());
    }
    return `${DASHBOARD_PATH}?mp_error=${reason}`;
  }

  /** There is no revoke call at Mercado Pago: disconnecting deletes our tokens. */
  async revoke(userId: number): Promise<void> {
    const row = await this.connections.find(userId);
    if (row?.status !== 'authorized') throw conflict(PAYMENT_MESSAGES.notConnected);
    await this.connections.revoke(userId, this.now());
  }

  async refresh(userId: number): Promise<PaymentAuthData> {
    try {
      await this.tokens.refreshNow(userId);
    } catch (error) {
      if (error instanceof NotConnectedError) throw conflict(PAYMENT_MESSAGES.notConnected);
      if (error instanceof ReconnectNeededError) throw conflict(PAYMENT_MESSAGES.reconnectNeeded);
      this.log.warn({ err: error, userId }, 'mercado pago token refresh failed');
      throw new AppError(502, PAYMENT_MESSAGES.refreshFailed);
    }
    const row = await this.connections.find(userId);
    const authData = row ? presentAuthData(row) : null;
    if (!authData) throw conflict(PAYMENT_MESSAGES.notConnected);
    return authData;
  }
}
