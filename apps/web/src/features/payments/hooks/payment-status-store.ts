import {
  describeMpError,
  isTokenExpiryError,
  PAYMENT_AUTO_CHECK_MINUTES,
  PAYMENT_MESSAGES,
  PAYMENT_STATUS_CACHE_MINUTES,
  PAYMENT_TOKEN_EXPIRING_DAYS,
  type PaymentAuthData,
  type PaymentConnectionStatus,
  type PaymentConnectionView,
} from '@enlaza/shared/payments';

export type PaymentOperation = 'check' | 'connect' | 'revoke' | 'refresh';

export interface PaymentError {
  /** The spec's message for the operation that failed (spec 02 §8). */
  message: string;
  /** What the server said, when it said something else. */
  detail: string | null;
  source: PaymentOperation | 'oauth';
}

/** spec 02 §3 "Payment authorization": status, authData, lastChecked, error, loading, initialized. */
export interface PaymentState {
  status: PaymentConnectionStatus;
  authData: PaymentAuthData | null;
  simulated: boolean;
  expiringSoon: boolean;
  canConnect: boolean;
  canRevoke: boolean;
  /** When the server last checked the connection with the provider. */
  lastChecked: string | null;
  initialized: boolean;
  loading: boolean;
  operation: PaymentOperation | null;
  error: PaymentError | null;
  /** A success or progress message ('Redirigiendo a MercadoPago...'). */
  notice: string | null;
  /** The creator disconnected in this visit: 'Acceso revocado. Puedes volver a conectar cuando desees.' */
  revokedHere: boolean;
}

export interface PaymentStoreDeps {
  getStatus(force: boolean): Promise<PaymentConnectionView>;
  initiate(): Promise<string>;
  revoke(): Promise<PaymentConnectionView | null>;
  refreshToken(): Promise<PaymentAuthData>;
  /** Sends the browser to the provider's authorization page. */
  redirect(url: string): void;
  now(): number;
}

const MINUTE = 60_000;
export const STATUS_CACHE_MS = PAYMENT_STATUS_CACHE_MINUTES * MINUTE;
export const AUTO_CHECK_MS = PAYMENT_AUTO_CHECK_MINUTES * MINUTE;
const EXPIRING_MS = PAYMENT_TOKEN_EXPIRING_DAYS * 24 * 60 * MINUTE;

export const INITIAL_PAYMENT_STATE: PaymentState = {
  status: 'pending',
  authData: null,
  simulated: false,
  expiringSoon: false,
  canConnect: true,
  canRevoke: false,
  lastChecked: null,
  initialized: false,
  loading: false,
  operation: null,
  error: null,
  notice: null,
  revokedHere: false,
};

interface FailureInfo {
  status: number | null;
  serverMessage: string | null;
}

function failureOf(error: unknown): FailureInfo {
  if (typeof error !== 'object' || error === null) return { status: null, serverMessage: null };
  const e = error as { status?: unknown; serverMessage?: unknown };
  return {
    status: typeof e.status === 'number' ? e.status : null,
    serverMessage: typeof e.serverMessage === 'string' ? e.serverMessage : null,
  };
}

function paymentError(source: PaymentOperation, message: string, error: unknown): PaymentError {
  const { serverMessage } = failureOf(error);
  return { source, message, detail: serverMessage && serverMessage !== message ? serverMessage : null };
}

/** Authorization can start when nothing runs and the connection is pending, in error or revoked (§4). */
export function canStartAuthorization(state: PaymentState): boolean {
  return !state.loading && state.status !== 'authorized' && state.canConnect;
}

export function canRevokeAuthorization(state: PaymentState): boolean {
  return !state.loading && state.status === 'authorized' && state.canRevoke;
}

/**
 * The creator's Mercado Pago connection as the dashboard shows it (header badge and integration
 * panel share one instance). Status answers are kept 5 minutes unless a check is forced; an
 * auto-check re-reads it every 10 minutes while authorized; a token-expiry style failure while
 * authorized is retried once after a token refresh (spec 02 §4).
 */
export class PaymentStatusStore {
  private state: PaymentState = INITIAL_PAYMENT_STATE;
  private readonly listeners = new Set<() => void>();
  private fetchedAt: number | null = null;
  private checking: Promise<void> | null = null;

  constructor(private readonly deps: PaymentStoreDeps) {}

  getState = (): PaymentState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private set(patch: Partial<PaymentState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  private applyView(view: PaymentConnectionView): void {
    const keepOAuthError = this.state.error?.source === 'oauth' && view.status !== 'authorized';
    this.set({
      status: keepOAuthError ? 'error' : view.status,
      authData: view.authData,
      simulated: view.simulated,
      expiringSoon: view.expiringSoon,
      canConnect: keepOAuthError ? true : view.canConnect,
      canRevoke: view.canRevoke,
      lastChecked: view.lastChecked,
      error: keepOAuthError ? this.state.error : null,
    });
  }

  /** Runs `call`; a token-expiry style failure while authorized refreshes the token and runs it once more. */
  private async withTokenRetry<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      const { status, serverMessage } = failureOf(error);
      if (this.state.status !== 'authorized' || !isTokenExpiryError(status, serverMessage)) throw error;
      const authData = await this.deps.refreshToken();
      this.set({ authData });
      return call();
    }
  }

  /** Reads the connection; a fresh answer (under 5 minutes old) is reused unless `force`. */
  checkStatus(force = false): Promise<void> {
    if (this.checking) return this.checking;
    const fresh = this.fetchedAt !== null && this.deps.now() - this.fetchedAt < STATUS_CACHE_MS;
    if (!force && fresh) return Promise.resolve();
    this.set({ loading: true, operation: 'check' });
    this.checking = this.withTokenRetry(() => this.deps.getStatus(force))
      .then(
        (view) => {
          this.fetchedAt = this.deps.now();
          this.applyView(view);
        },
        (error: unknown) => {
          this.fetchedAt = null;
          this.set({
            status: 'error',
            canConnect: true,
            canRevoke: false,
            notice: null,
            error: paymentError('check', PAYMENT_MESSAGES.statusFailed, error),
          });
        },
      )
      .finally(() => {
        this.checking = null;
        this.set({ loading: false, operation: null, initialized: true });
      });
    return this.checking;
  }

  /** POST /mercadopago/oauth/initiate, then off to the provider. */
  async connect(): Promise<void> {
    if (!canStartAuthorization(this.state)) return;
    this.set({ loading: true, operation: 'connect', error: null, notice: null, revokedHere: false });
    try {
      const url = await this.deps.initiate();
      this.set({ notice: PAYMENT_MESSAGES.redirecting });
      this.deps.redirect(url);
    } catch (error) {
      this.set({ loading: false, operation: null });
      if (failureOf(error).status === 409) {
        // Already connected (another tab, or a stale screen): show what the server has.
        await this.checkStatus(true);
        return;
      }
      this.set({ status: 'error', error: paymentError('connect', PAYMENT_MESSAGES.initiateFailed, error) });
    }
  }

  /** POST /mercadopago/revoke: the tokens are deleted and donations stop. */
  async revoke(): Promise<boolean> {
    if (!canRevokeAuthorization(this.state)) return false;
    this.set({ loading: true, operation: 'revoke', error: null, notice: null });
    try {
      const view = await this.withTokenRetry(() => this.deps.revoke());
      this.fetchedAt = this.deps.now();
      this.set({
        status: 'revoked',
        authData: null,
        expiringSoon: false,
        canConnect: view?.canConnect ?? true,
        canRevoke: false,
        lastChecked: view?.lastChecked ?? this.state.lastChecked,
        notice: PAYMENT_MESSAGES.revoked,
        revokedHere: true,
      });
      return true;
    } catch (error) {
      this.set({ error: paymentError('revoke', PAYMENT_MESSAGES.revokeFailed, error) });
      return false;
    } finally {
      this.set({ loading: false, operation: null });
    }
  }

  /** 'Renovar ahora': POST /mercadopago/refresh-token, merged into authData. */
  async refreshToken(): Promise<void> {
    if (this.state.loading || this.state.status !== 'authorized') return;
    this.set({ loading: true, operation: 'refresh', error: null, notice: null });
    try {
      const authData = { ...this.state.authData, ...(await this.deps.refreshToken()) };
      const since = Date.parse(authData.refreshedAt ?? authData.authorizedAt);
      this.set({
        authData,
        expiringSoon: Number.isFinite(since) && this.deps.now() - since > EXPIRING_MS,
      });
    } catch (error) {
      this.set({ error: paymentError('refresh', PAYMENT_MESSAGES.refreshFailed, error) });
    } finally {
      this.set({ loading: false, operation: null });
    }
  }

  /**
   * The provider's return (spec 02 §4): mp_success=true shows 'Autorización exitosa. Verificando
   * estado...' and re-checks at once; mp_error=reason puts the connection in error.
   */
  handleOAuthReturn(params: Record<string, string>): Promise<void> {
    const reason = params.mp_error;
    if (reason !== undefined) {
      this.set({
        status: 'error',
        canConnect: true,
        canRevoke: false,
        notice: null,
        error: {
          source: 'oauth',
          message: PAYMENT_MESSAGES.authorizationError(describeMpError(reason)),
          detail: null,
        },
      });
      return Promise.resolve();
    }
    if (params.mp_success === 'true') {
      this.set({ notice: PAYMENT_MESSAGES.authorizedChecking, error: null });
      // A check already under way may have started before the authorization finished.
      const running = this.checking ?? Promise.resolve();
      return running
        .then(() => this.checkStatus(true))
        .then(() => {
          // Verified: the panel now says what the connection is.
          if (this.state.notice === PAYMENT_MESSAGES.authorizedChecking && this.state.status === 'authorized')
            this.set({ notice: null });
        });
    }
    return Promise.resolve();
  }

  /**
   * Re-checks every 10 minutes while the connection stays authorized; the returned function stops it
   * (the screen that started it calls it when it goes away).
   */
  startAutoCheck(intervalMs = AUTO_CHECK_MS): () => void {
    const timer = setInterval(() => {
      if (this.state.status === 'authorized') void this.checkStatus();
    }, intervalMs);
    return () => clearInterval(timer);
  }

  dismissNotice(): void {
    if (this.state.notice) this.set({ notice: null });
  }

  dismissError(): void {
    if (this.state.error) this.set({ error: null });
  }
}
