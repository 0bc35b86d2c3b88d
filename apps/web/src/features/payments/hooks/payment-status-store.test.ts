import { PAYMENT_MESSAGES, type PaymentConnectionView } from '@enlaza/shared/payments';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  AUTO_CHECK_MS,
  PaymentStatusStore,
  type PaymentStoreDeps,
  STATUS_CACHE_MS,
} from './payment-status-store';

const authorized: PaymentConnectionView = {
  status: 'authorized',
  authData: {
    mpUserId: '7001',
    email: 'luna@mp.test',
    authorizedAt: '2026-03-01T12:00:00.000Z',
    refreshedAt: null,
  },
  simulated: true,
  expiringSoon: false,
  lastChecked: '2026-03-10T12:00:00.000Z',
  canConnect: false,
  canRevoke: true,
};

const pending: PaymentConnectionView = {
  status: 'pending',
  authData: null,
  simulated: true,
  expiringSoon: false,
  lastChecked: null,
  canConnect: true,
  canRevoke: false,
};

function setup(view: PaymentConnectionView = authorized) {
  let clock = Date.parse('2026-03-10T12:00:00.000Z');
  const deps = {
    getStatus: vi.fn(async (_force: boolean) => view),
    initiate: vi.fn(async () => 'http://localhost/simulador/mercadopago/autorizar?state=abc'),
    revoke: vi.fn(async () => ({ ...pending, status: 'revoked' as const })),
    refreshToken: vi.fn(async () => ({
      ...authorized.authData!,
      refreshedAt: new Date(clock).toISOString(),
    })),
    redirect: vi.fn((_url: string) => undefined),
    now: () => clock,
  } satisfies PaymentStoreDeps;
  const store = new PaymentStatusStore(deps);
  return {
    store,
    deps,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

const httpError = (status: number, message: string) =>
  new ApiError({ message, status, kind: 'http', serverMessage: message });

describe('payment status store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts pending, then shows what the status check returns', async () => {
    const { store } = setup();
    expect(store.getState()).toMatchObject({ status: 'pending', initialized: false, loading: false });
    const check = store.checkStatus();
    expect(store.getState()).toMatchObject({ loading: true, operation: 'check' });
    await check;
    expect(store.getState()).toMatchObject({
      status: 'authorized',
      initialized: true,
      loading: false,
      canRevoke: true,
      authData: authorized.authData,
      lastChecked: authorized.lastChecked,
    });
  });

  it('reuses a status younger than 5 minutes unless the check is forced', async () => {
    const { store, deps, advance } = setup();
    await store.checkStatus();
    await store.checkStatus();
    expect(deps.getStatus).toHaveBeenCalledTimes(1);

    advance(STATUS_CACHE_MS - 1000);
    await store.checkStatus();
    expect(deps.getStatus).toHaveBeenCalledTimes(1);

    await store.checkStatus(true);
    expect(deps.getStatus).toHaveBeenCalledTimes(2);
    expect(deps.getStatus).toHaveBeenLastCalledWith(true);

    advance(STATUS_CACHE_MS);
    await store.checkStatus();
    expect(deps.getStatus).toHaveBeenCalledTimes(3);
    expect(deps.getStatus).toHaveBeenLastCalledWith(false);
  });

  it('shares one request between simultaneous checks', async () => {
    const { store, deps } = setup();
    await Promise.all([store.checkStatus(), store.checkStatus(true), store.checkStatus()]);
    expect(deps.getStatus).toHaveBeenCalledTimes(1);
  });

  it('puts the connection in error when the check fails, with the spec message and the server detail', async () => {
    const { store, deps } = setup();
    deps.getStatus.mockRejectedValueOnce(httpError(502, 'MercadoPago no está disponible'));
    await store.checkStatus();
    expect(store.getState()).toMatchObject({
      status: 'error',
      canConnect: true,
      error: {
        message: PAYMENT_MESSAGES.statusFailed,
        detail: 'MercadoPago no está disponible',
        source: 'check',
      },
    });
    // A failed answer is not cached: the next check asks again and clears the error.
    await store.checkStatus();
    expect(store.getState()).toMatchObject({ status: 'authorized', error: null });
  });

  it('retries once after refreshing the token when an authorized check fails like an expired token', async () => {
    const { store, deps } = setup();
    await store.checkStatus();
    deps.getStatus.mockRejectedValueOnce(httpError(502, 'El token expiró (expired)'));
    await store.checkStatus(true);
    expect(deps.refreshToken).toHaveBeenCalledTimes(1);
    expect(deps.getStatus).toHaveBeenCalledTimes(3);
    expect(store.getState()).toMatchObject({ status: 'authorized', error: null });

    // Not a token problem: no refresh, straight to the error.
    deps.getStatus.mockRejectedValueOnce(httpError(500, 'Error interno'));
    await store.checkStatus(true);
    expect(deps.refreshToken).toHaveBeenCalledTimes(1);
    expect(store.getState().status).toBe('error');
  });

  describe('auto-check', () => {
    it('re-checks every 10 minutes while authorized and stops when its screen stops it', async () => {
      const { store, deps, advance } = setup();
      await store.checkStatus();
      const stop = store.startAutoCheck();
      advance(AUTO_CHECK_MS);
      await vi.advanceTimersByTimeAsync(AUTO_CHECK_MS);
      expect(deps.getStatus).toHaveBeenCalledTimes(2);
      advance(AUTO_CHECK_MS);
      await vi.advanceTimersByTimeAsync(AUTO_CHECK_MS);
      expect(deps.getStatus).toHaveBeenCalledTimes(3);

      stop();
      advance(3 * AUTO_CHECK_MS);
      await vi.advanceTimersByTimeAsync(3 * AUTO_CHECK_MS);
      expect(deps.getStatus).toHaveBeenCalledTimes(3);
    });

    it('does nothing while the connection is not authorized', async () => {
      const { store, deps, advance } = setup(pending);
      await store.checkStatus();
      const stop = store.startAutoCheck();
      advance(2 * AUTO_CHECK_MS);
      await vi.advanceTimersByTimeAsync(2 * AUTO_CHECK_MS);
      expect(deps.getStatus).toHaveBeenCalledTimes(1);
      stop();
    });
  });

  describe('return from the provider', () => {
    it("mp_success=true says 'Autorización exitosa. Verificando estado...' and re-checks at once", async () => {
      const { store, deps } = setup();
      await store.checkStatus();
      const done = store.handleOAuthReturn({ mp_success: 'true' });
      expect(store.getState().notice).toBe(PAYMENT_MESSAGES.authorizedChecking);
      await done;
      // Forced, although the cached answer was fresh.
      expect(deps.getStatus).toHaveBeenCalledTimes(2);
      expect(deps.getStatus).toHaveBeenLastCalledWith(true);
      expect(store.getState()).toMatchObject({ status: 'authorized', notice: null });
    });

    it("mp_error=reason puts the connection in error with 'Error de autorización: {reason}'", async () => {
      const { store } = setup(pending);
      await store.handleOAuthReturn({ mp_error: 'access_denied' });
      expect(store.getState()).toMatchObject({
        status: 'error',
        error: {
          message: 'Error de autorización: cancelaste la autorización en MercadoPago',
          source: 'oauth',
        },
      });
      // The status check that follows keeps the error in view: the server has no connection either.
      await store.checkStatus(true);
      expect(store.getState().status).toBe('error');
      expect(store.getState().error?.source).toBe('oauth');
    });

    it('an unknown mp_error reads as a refusal by the provider', async () => {
      const { store } = setup(pending);
      await store.handleOAuthReturn({ mp_error: '<script>' });
      expect(store.getState().error?.message).toBe(
        'Error de autorización: MercadoPago rechazó la autorización',
      );
    });
  });

  describe('connect, revoke and renew', () => {
    it("starts the authorization, says 'Redirigiendo a MercadoPago...' and leaves for the provider", async () => {
      const { store, deps } = setup(pending);
      await store.checkStatus();
      await store.connect();
      expect(deps.initiate).toHaveBeenCalledTimes(1);
      expect(store.getState().notice).toBe(PAYMENT_MESSAGES.redirecting);
      expect(deps.redirect).toHaveBeenCalledWith(
        'http://localhost/simulador/mercadopago/autorizar?state=abc',
      );
    });

    it('does not start an authorization while authorized or busy', async () => {
      const { store, deps } = setup();
      await store.checkStatus();
      await store.connect();
      expect(deps.initiate).not.toHaveBeenCalled();
    });

    it("reports 'Error iniciando autorización con MercadoPago' when the start fails", async () => {
      const { store, deps } = setup(pending);
      await store.checkStatus();
      deps.initiate.mockRejectedValueOnce(httpError(429, 'Demasiadas solicitudes'));
      await store.connect();
      expect(deps.redirect).not.toHaveBeenCalled();
      expect(store.getState()).toMatchObject({
        status: 'error',
        loading: false,
        error: { message: PAYMENT_MESSAGES.initiateFailed, detail: 'Demasiadas solicitudes' },
      });
    });

    it('revokes: auth data cleared, status revoked, success message', async () => {
      const { store, deps } = setup();
      await store.checkStatus();
      expect(await store.revoke()).toBe(true);
      expect(deps.revoke).toHaveBeenCalledTimes(1);
      expect(store.getState()).toMatchObject({
        status: 'revoked',
        authData: null,
        canRevoke: false,
        canConnect: true,
        notice: PAYMENT_MESSAGES.revoked,
        revokedHere: true,
      });
    });

    it("keeps the connection and says 'Error revocando acceso de MercadoPago' when revoking fails", async () => {
      const { store, deps } = setup();
      await store.checkStatus();
      deps.revoke.mockRejectedValueOnce(httpError(500, 'Error interno'));
      expect(await store.revoke()).toBe(false);
      expect(store.getState()).toMatchObject({
        status: 'authorized',
        error: { message: PAYMENT_MESSAGES.revokeFailed },
      });
    });

    it('renews the token: merged into the auth data, no longer expiring', async () => {
      const { store, deps } = setup({ ...authorized, expiringSoon: true });
      await store.checkStatus();
      expect(store.getState().expiringSoon).toBe(true);
      await store.refreshToken();
      expect(deps.refreshToken).toHaveBeenCalledTimes(1);
      expect(store.getState().authData?.refreshedAt).toBe('2026-03-10T12:00:00.000Z');
      expect(store.getState().expiringSoon).toBe(false);

      deps.refreshToken.mockRejectedValueOnce(httpError(502, 'Error refrescando token de MercadoPago'));
      await store.refreshToken();
      expect(store.getState().error).toMatchObject({ message: PAYMENT_MESSAGES.refreshFailed, detail: null });
    });
  });

  it('tells subscribers about every change', async () => {
    const { store } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    await store.checkStatus();
    expect(listener).toHaveBeenCalled();
    unsubscribe();
    listener.mockClear();
    await store.checkStatus(true);
    expect(listener).not.toHaveBeenCalled();
  });
});
