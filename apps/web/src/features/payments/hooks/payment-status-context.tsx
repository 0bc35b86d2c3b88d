import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { useOAuthCallback } from '../../../lib/oauth-callback';
import { getPaymentStatus } from '../api/get-payment-status';
import { initiateAuthorization } from '../api/initiate-authorization';
import { refreshPaymentToken } from '../api/refresh-payment-token';
import { revokeAuthorization } from '../api/revoke-authorization';
import { type PaymentState, PaymentStatusStore, type PaymentStoreDeps } from './payment-status-store';

const PaymentStatusContext = createContext<PaymentStatusStore | null>(null);

/** Provider returns already acted on (by when they arrived): a dashboard mounted again ignores them. */
const handledReturns = new Set<number>();

export const browserPaymentDeps: PaymentStoreDeps = {
  getStatus: getPaymentStatus,
  initiate: initiateAuthorization,
  revoke: revokeAuthorization,
  refreshToken: refreshPaymentToken,
  redirect: (url) => window.location.assign(url),
  now: () => Date.now(),
};

/**
 * One payment-status store for the dashboard (header badge and integration panel). It reads the
 * status once on arrival (then from its 5-minute cache) and handles the provider's return
 * (`mp_success` / `mp_error`), whichever screen the creator lands on.
 */
export function PaymentStatusProvider({
  children,
  deps = browserPaymentDeps,
}: {
  children: ReactNode;
  deps?: PaymentStoreDeps;
}) {
  const [store] = useState(() => new PaymentStatusStore(deps));
  const { params, receivedAt, clear } = useOAuthCallback('mp_');
  const spotifyWaiting = useOAuthCallback('spotify_').params !== null;

  useEffect(() => {
    void store.checkStatus();
  }, [store]);

  useEffect(() => {
    if (!params || receivedAt === null || handledReturns.has(receivedAt)) return;
    handledReturns.add(receivedAt);
    void store.handleOAuthReturn(params);
    // The music screen reads its own parameters of the same return, if any.
    if (!spotifyWaiting) clear();
  }, [params, receivedAt, spotifyWaiting, clear, store]);

  return <PaymentStatusContext.Provider value={store}>{children}</PaymentStatusContext.Provider>;
}

export function usePaymentStore(): PaymentStatusStore {
  const store = useContext(PaymentStatusContext);
  if (!store) throw new Error('usePaymentStore must be used inside <PaymentStatusProvider>');
  return store;
}

export function usePaymentState(): PaymentState {
  const store = usePaymentStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/** The auto-check of spec 02 §4: runs while the connection is authorized and this screen is shown. */
export function usePaymentAutoCheck(): void {
  const store = usePaymentStore();
  const authorized = usePaymentState().status === 'authorized';
  useEffect(() => (authorized ? store.startAutoCheck() : undefined), [authorized, store]);
}
