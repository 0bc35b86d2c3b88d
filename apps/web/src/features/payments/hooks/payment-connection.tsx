import { VERIFICATION_MESSAGES } from '@enlaza/shared/auth';
import { describeMpError, PAYMENT_MESSAGES } from '@enlaza/shared/payments';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useOAuthCallback } from '../../../lib/oauth-callback';
import { useCheckPaymentStatus } from '../api/check-payment-status';
import { usePaymentStatus } from '../api/get-payment-status';
import { useInitiateAuthorization } from '../api/initiate-authorization';
import { useRefreshPaymentToken } from '../api/refresh-payment-token';
import { useRevokeAuthorization } from '../api/revoke-authorization';
import {
  canRevokeAuthorization,
  canStartAuthorization,
  derivePaymentState,
  EMPTY_SESSION,
  type PaymentOperation,
  type PaymentSession,
  type PaymentState,
  paymentError,
} from '../utils/payment-state';

export interface PaymentConnection {
  state: PaymentState;
  /** A forced check ('Verificar Estado'). */
  check(): Promise<void>;
  connect(): Promise<void>;
  revoke(): Promise<boolean>;
  refreshToken(): Promise<void>;
}

const PaymentConnectionContext = createContext<PaymentConnection | null>(null);

/** Provider returns already acted on (by when they arrived): a dashboard mounted again ignores them. */
const handledReturns = new Set<number>();

const redirectTo = (url: string) => window.location.assign(url);

/**
 * The creator's Mercado Pago connection for the dashboard (header badge and integration panel). The
 * status itself lives in the query cache (read on arrival, then kept 5 minutes); this adds the
 * operations, the messages of this visit and the provider's return (`mp_success` / `mp_error`).
 */
export function PaymentStatusProvider({
  children,
  redirect = redirectTo,
}: {
  children: ReactNode;
  redirect?: (url: string) => void;
}) {
  const statusQuery = usePaymentStatus();
  const checkMutation = useCheckPaymentStatus();
  const initiateMutation = useInitiateAuthorization();
  const revokeMutation = useRevokeAuthorization();
  const refreshMutation = useRefreshPaymentToken();
  const [session, setSession] = useState<PaymentSession>(EMPTY_SESSION);
  const { params, receivedAt, clear } = useOAuthCallback('mp_');
  const spotifyWaiting = useOAuthCallback('spotify_').params !== null;

  const operation: PaymentOperation | null = checkMutation.isPending
    ? 'check'
    : initiateMutation.isPending
      ? 'connect'
      : revokeMutation.isPending
        ? 'revoke'
        : refreshMutation.isPending
          ? 'refresh'
          : null;
  const state = derivePaymentState({
    view: statusQuery.data,
    readFailed: statusQuery.isError ? { error: statusQuery.error } : null,
    fetching: statusQuery.isFetching,
    operation,
    session,
  });

  const patch = (next: Partial<PaymentSession>) => setSession((s) => ({ ...s, ...next }));

  // A background read that succeeds ends an earlier failed check.
  useEffect(() => {
    if (statusQuery.dataUpdatedAt)
      setSession((s) => (s.error?.source === 'check' ? { ...s, error: null } : s));
  }, [statusQuery.dataUpdatedAt]);

  const check = async () => {
    try {
      const view = await checkMutation.mutateAsync();
      setSession((s) => ({
        ...s,
        error: s.error?.source === 'oauth' && view.status !== 'authorized' ? s.error : null,
        // Verified: the panel now says what the connection is.
        notice:
          s.notice === PAYMENT_MESSAGES.authorizedChecking && view.status === 'authorized' ? null : s.notice,
      }));
    } catch (error) {
      patch({ notice: null, error: paymentError('check', PAYMENT_MESSAGES.statusFailed, error) });
    }
  };

  const connect = async () => {
    if (!canStartAuthorization(state)) return;
    patch({ error: null, notice: null, revokedHere: false });
    try {
      const url = await initiateMutation.mutateAsync();
      patch({ notice: PAYMENT_MESSAGES.redirecting });
      redirect(url);
    } catch (error) {
      // Issue 22: the email is not verified yet; the server says so.
      if (error instanceof ApiError && error.serverMessage === VERIFICATION_MESSAGES.connectNeedsVerified) {
        patch({ error: { source: 'connect', message: error.serverMessage, detail: null } });
        return;
      }
      // Already connected (another tab, or a stale screen): show what the server has.
      if (error instanceof ApiError && error.status === 409) return check();
      patch({ error: paymentError('connect', PAYMENT_MESSAGES.initiateFailed, error) });
    }
  };

  const revoke = async () => {
    if (!canRevokeAuthorization(state)) return false;
    patch({ error: null, notice: null });
    try {
      await revokeMutation.mutateAsync();
      patch({ notice: PAYMENT_MESSAGES.revoked, revokedHere: true });
      return true;
    } catch (error) {
      patch({ error: paymentError('revoke', PAYMENT_MESSAGES.revokeFailed, error) });
      return false;
    }
  };

  const refreshToken = async () => {
    if (state.loading || state.status !== 'authorized') return;
    patch({ error: null, notice: null });
    try {
      await refreshMutation.mutateAsync();
    } catch (error) {
      patch({ error: paymentError('refresh', PAYMENT_MESSAGES.refreshFailed, error) });
    }
  };

  // Spec 02 §4: mp_success=true says so and re-checks at once (forced); mp_error puts the connection in error.
  // biome-ignore lint/correctness/useExhaustiveDependencies: acts once per provider return
  useEffect(() => {
    if (!params || receivedAt === null || handledReturns.has(receivedAt)) return;
    handledReturns.add(receivedAt);
    const reason = params.mp_error;
    if (reason !== undefined) {
      const message = PAYMENT_MESSAGES.authorizationError(describeMpError(reason));
      patch({ notice: null, error: { source: 'oauth', message, detail: null } });
    } else if (params.mp_success === 'true') {
      patch({ notice: PAYMENT_MESSAGES.authorizedChecking, error: null });
      void check();
    }
    // The music screen reads its own parameters of the same return, if any.
    if (!spotifyWaiting) clear();
  }, [params, receivedAt, spotifyWaiting, clear]);

  const value: PaymentConnection = { state, check, connect, revoke, refreshToken };
  return <PaymentConnectionContext.Provider value={value}>{children}</PaymentConnectionContext.Provider>;
}

export function usePaymentConnection(): PaymentConnection {
  const value = useContext(PaymentConnectionContext);
  if (!value) throw new Error('usePaymentConnection must be used inside <PaymentStatusProvider>');
  return value;
}

/** The auto-check of spec 02 §4: runs while the connection is authorized and the calling screen is shown. */
export function usePaymentAutoCheck(): void {
  usePaymentStatus({ autoCheck: true });
}
