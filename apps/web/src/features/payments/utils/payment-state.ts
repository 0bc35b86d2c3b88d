import {
  PAYMENT_MESSAGES,
  type PaymentAuthData,
  type PaymentConnectionStatus,
  type PaymentConnectionView,
} from '@enlaza/shared/payments';
import { ApiError } from '../../../lib/api-client';

export type PaymentOperation = 'check' | 'connect' | 'revoke' | 'refresh';

export interface PaymentError {
  /** The spec's message for the operation that failed (spec 02 §8). */
  message: string;
  /** What the server said, when it said something else. */
  detail: string | null;
  source: PaymentOperation | 'oauth';
}

/** What this visit adds to the cached connection: the last failure and the last notice. */
export interface PaymentSession {
  error: PaymentError | null;
  /** A success or progress message ('Redirigiendo a MercadoPago...'). */
  notice: string | null;
  /** The creator disconnected in this visit: 'Acceso revocado. Puedes volver a conectar cuando desees.' */
  revokedHere: boolean;
}

export const EMPTY_SESSION: PaymentSession = { error: null, notice: null, revokedHere: false };

/** spec 02 §3 "Payment authorization": status, authData, lastChecked, error, loading, initialized. */
export interface PaymentState extends PaymentSession {
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
}

export function paymentError(source: PaymentOperation, message: string, error: unknown): PaymentError {
  const serverMessage = error instanceof ApiError ? error.serverMessage : null;
  return { source, message, detail: serverMessage && serverMessage !== message ? serverMessage : null };
}

/** Failures that leave the connection itself in error (a failed revoke or renewal does not). */
const PUTS_IN_ERROR: ReadonlySet<PaymentError['source']> = new Set(['check', 'connect', 'oauth']);

export interface PaymentStateInput {
  view: PaymentConnectionView | undefined;
  /** The cached status could not be read (its last fetch failed). */
  readFailed: { error: unknown } | null;
  fetching: boolean;
  operation: PaymentOperation | null;
  session: PaymentSession;
}

/** The panel's and the badge's state from the cached status, what runs now and this visit's messages. */
export function derivePaymentState({
  view,
  readFailed,
  fetching,
  operation,
  session,
}: PaymentStateInput): PaymentState {
  // An error from the provider's return stands until the connection reads as authorized.
  const oauthCleared = session.error?.source === 'oauth' && view?.status === 'authorized';
  const sessionError = oauthCleared ? null : session.error;
  const error =
    sessionError ??
    (readFailed ? paymentError('check', PAYMENT_MESSAGES.statusFailed, readFailed.error) : null);
  const inError = error !== null && PUTS_IN_ERROR.has(error.source);
  const running = operation ?? (fetching ? 'check' : null);
  return {
    status: inError ? 'error' : (view?.status ?? 'pending'),
    authData: view?.authData ?? null,
    simulated: view?.simulated ?? false,
    expiringSoon: view?.expiringSoon ?? false,
    canConnect: inError ? true : (view?.canConnect ?? true),
    canRevoke: inError ? false : (view?.canRevoke ?? false),
    lastChecked: view?.lastChecked ?? null,
    initialized: view !== undefined || readFailed !== null,
    loading: running !== null,
    operation: running,
    error,
    notice: session.notice,
    revokedHere: session.revokedHere,
  };
}

/** Authorization can start when nothing runs and the connection is pending, in error or revoked (§4). */
export function canStartAuthorization(state: PaymentState): boolean {
  return !state.loading && state.status !== 'authorized' && state.canConnect;
}

export function canRevokeAuthorization(state: PaymentState): boolean {
  return !state.loading && state.status === 'authorized' && state.canRevoke;
}
