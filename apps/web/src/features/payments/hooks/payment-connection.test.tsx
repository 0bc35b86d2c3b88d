import { PAYMENT_MESSAGES, type PaymentConnectionView } from '@enlaza/shared/payments';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OAuthCallbackProvider } from '../../../lib/oauth-callback-provider';
import { createTestQueryClient } from '../../../testing/render-with-query';
import { type ApiCall, mockApi, setupDomTests, signIn } from '../../../testing/setup-dom';
import { AUTO_CHECK_MS, STATUS_CACHE_MS } from '../api/get-payment-status';
import { PaymentStatusProvider, usePaymentAutoCheck, usePaymentConnection } from './payment-connection';

setupDomTests();

const authorized: PaymentConnectionView = {
  status: 'authorized',
  authData: {
    mpUserId: '7001',
    email: 'luna@mp.test',
    authorizedAt: '2026-01-01T12:00:00.000Z',
    refreshedAt: null,
  },
  simulated: true,
  expiringSoon: true,
  lastChecked: '2026-03-10T12:00:00.000Z',
  canConnect: false,
  canRevoke: true,
};
const pending: PaymentConnectionView = {
  ...authorized,
  status: 'pending',
  authData: null,
  expiringSoon: false,
  canConnect: true,
  canRevoke: false,
};

const statusReply = (view: PaymentConnectionView) => ({ body: { success: true, data: view } });
const statusCalls = (calls: ApiCall[]) => calls.filter((c) => c.url.startsWith('/api/mercadopago/status'));

/** What the integration panel does: the connection, with the auto-check running. */
function useWithAutoCheck() {
  usePaymentAutoCheck();
  return usePaymentConnection();
}

/** The provider inside a cache of its own; `client` survives remounts like the app's cache does. */
function setup(handlers: Parameters<typeof mockApi>[0], autoCheck = false) {
  signIn();
  const api = mockApi(handlers);
  const client = createTestQueryClient();
  const redirect = vi.fn((_url: string) => undefined);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <OAuthCallbackProvider>
        <PaymentStatusProvider redirect={redirect}>{children}</PaymentStatusProvider>
      </OAuthCallbackProvider>
    </QueryClientProvider>
  );
  const mount = () => renderHook(autoCheck ? useWithAutoCheck : usePaymentConnection, { wrapper });
  return { ...api, client, redirect, mount };
}

/** Lets answers arrive and the cache tell React, under fake timers. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(50));

describe('payment connection (TanStack Query)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    vi.setSystemTime(Date.parse('2026-03-10T12:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts pending, then shows what the status check returns', async () => {
    const { mount } = setup({ 'GET /api/mercadopago/status': statusReply(authorized) });
    const { result } = mount();
    expect(result.current.state.status).toBe('pending');
    expect(result.current.state.initialized).toBe(false);
    await settle();
    expect(result.current.state).toMatchObject({ status: 'authorized', initialized: true, loading: false });
    expect(result.current.state.authData?.email).toBe('luna@mp.test');
  });

  it('reuses a status younger than 5 minutes; a forced check asks past both caches', async () => {
    const { calls, mount } = setup({ 'GET /api/mercadopago/status': statusReply(authorized) });
    const first = mount();
    await settle();
    first.unmount();
    await act(() => vi.advanceTimersByTimeAsync(STATUS_CACHE_MS - 60_000));
    const second = mount();
    await settle();
    expect(statusCalls(calls)).toHaveLength(1);

    await act(() => second.result.current.check());
    expect(statusCalls(calls).map((c) => c.url)).toEqual([
      '/api/mercadopago/status',
      '/api/mercadopago/status?force=true',
    ]);
    second.unmount();

    await act(() => vi.advanceTimersByTimeAsync(STATUS_CACHE_MS + 1000));
    mount();
    await settle();
    expect(statusCalls(calls)).toHaveLength(3);
  });

  it('auto-checks every 10 minutes while authorized and stops when its screen goes away', async () => {
    const { calls, mount } = setup({ 'GET /api/mercadopago/status': statusReply(authorized) }, true);
    const view = mount();
    await settle();
    expect(statusCalls(calls)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(AUTO_CHECK_MS));
    expect(statusCalls(calls)).toHaveLength(2);
    view.unmount();
    await act(() => vi.advanceTimersByTimeAsync(AUTO_CHECK_MS * 2));
    expect(statusCalls(calls)).toHaveLength(2);
  });

  it('does not auto-check while the connection is not authorized', async () => {
    const { calls, mount } = setup({ 'GET /api/mercadopago/status': statusReply(pending) }, true);
    mount();
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(AUTO_CHECK_MS * 2));
    expect(statusCalls(calls)).toHaveLength(1);
  });

  it('puts the connection in error when a forced check fails, with the spec message and the server detail', async () => {
    let fail = false;
    const { mount } = setup({
      'GET /api/mercadopago/status': () =>
        fail ? { status: 502, body: { message: 'MercadoPago no responde' } } : statusReply(authorized),
    });
    const { result } = mount();
    await settle();
    fail = true;
    await act(() => result.current.check());
    expect(result.current.state).toMatchObject({ status: 'error', canConnect: true, canRevoke: false });
    expect(result.current.state.error).toEqual({
      source: 'check',
      message: PAYMENT_MESSAGES.statusFailed,
      detail: 'MercadoPago no responde',
    });
    fail = false;
    await act(() => result.current.check());
    expect(result.current.state).toMatchObject({ status: 'authorized', error: null });
  });

  it('retries once after refreshing the token when an authorized check fails like an expired token', async () => {
    let expired = false;
    const { calls, mount } = setup({
      'GET /api/mercadopago/status': (call) => {
        if (expired && call.url.includes('force')) {
          expired = false;
          return { status: 400, body: { message: 'El token de MercadoPago expiró' } };
        }
        return statusReply(authorized);
      },
      'POST /api/mercadopago/refresh-token': {
        body: {
          success: true,
          data: { authData: { ...authorized.authData, refreshedAt: '2026-03-10T12:00:00.000Z' } },
        },
      },
    });
    const { result } = mount();
    await settle();
    expired = true;
    await act(() => result.current.check());
    expect(calls.filter((c) => c.url === '/api/mercadopago/refresh-token')).toHaveLength(1);
    expect(statusCalls(calls)).toHaveLength(3);
    expect(result.current.state).toMatchObject({ status: 'authorized', error: null });
  });

  it("connects: says 'Redirigiendo a MercadoPago...' and leaves for the provider", async () => {
    const url = 'http://localhost/simulador/mercadopago/autorizar?state=abc';
    const { mount, redirect } = setup({
      'GET /api/mercadopago/status': statusReply(pending),
      'POST /api/mercadopago/oauth/initiate': { body: { success: true, data: { redirectUrl: url } } },
    });
    const { result } = mount();
    await settle();
    await act(() => result.current.connect());
    expect(redirect).toHaveBeenCalledWith(url);
    expect(result.current.state.notice).toBe(PAYMENT_MESSAGES.redirecting);
  });

  it("reports 'Error iniciando autorización con MercadoPago' when the start fails; a 409 re-checks instead", async () => {
    let answer = { status: 500, body: { message: 'Falla' } };
    const { calls, mount, redirect } = setup({
      'GET /api/mercadopago/status': statusReply(pending),
      'POST /api/mercadopago/oauth/initiate': () => answer,
    });
    const { result } = mount();
    await settle();
    await act(() => result.current.connect());
    expect(result.current.state.status).toBe('error');
    expect(result.current.state.error?.message).toBe(PAYMENT_MESSAGES.initiateFailed);
    answer = { status: 409, body: { message: 'Ya conectado' } };
    await act(() => result.current.connect());
    expect(calls.some((c) => c.url === '/api/mercadopago/status?force=true')).toBe(true);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('revokes: auth data cleared, status revoked, success message; a failure keeps the connection', async () => {
    let ok = false;
    const { mount } = setup({
      'GET /api/mercadopago/status': statusReply(authorized),
      'POST /api/mercadopago/revoke': () =>
        ok ? { body: { success: true, data: { ...pending, status: 'revoked' } } } : { status: 500 },
    });
    const { result } = mount();
    await settle();
    await act(async () => {
      expect(await result.current.revoke()).toBe(false);
    });
    expect(result.current.state.status).toBe('authorized');
    expect(result.current.state.error?.message).toBe(PAYMENT_MESSAGES.revokeFailed);
    ok = true;
    await act(async () => {
      expect(await result.current.revoke()).toBe(true);
    });
    expect(result.current.state).toMatchObject({
      status: 'revoked',
      authData: null,
      canConnect: true,
      canRevoke: false,
      notice: PAYMENT_MESSAGES.revoked,
      revokedHere: true,
    });
  });

  it('renews the token: merged into the auth data, no longer expiring', async () => {
    const { mount } = setup({
      'GET /api/mercadopago/status': statusReply(authorized),
      'POST /api/mercadopago/refresh-token': {
        body: {
          success: true,
          data: { authData: { ...authorized.authData, refreshedAt: '2026-03-10T11:00:00.000Z' } },
        },
      },
    });
    const { result } = mount();
    await settle();
    expect(result.current.state.expiringSoon).toBe(true);
    await act(() => result.current.refreshToken());
    expect(result.current.state.expiringSoon).toBe(false);
    expect(result.current.state.authData?.refreshedAt).toBe('2026-03-10T11:00:00.000Z');
  });
});
