import {
  PAYMENT_TOKEN_EXPIRING_DAYS,
  type PaymentAuthData,
  type PaymentConnectionStatus,
  type PaymentConnectionView,
} from '@enlaza/shared/payments';
import type { ConnectionRow } from './connections.repository';

const DAY_MS = 86_400_000;

export function presentAuthData(row: ConnectionRow): PaymentAuthData | null {
  if (row.status !== 'authorized' || !row.mp_user_id || !row.authorized_at) return null;
  return {
    mpUserId: row.mp_user_id,
    email: row.email,
    authorizedAt: row.authorized_at,
    refreshedAt: row.refreshed_at,
  };
}

/**
 * What the payment panel shows. Tokens never leave the server. A connection made with the other
 * provider (simulator vs Mercado Pago) counts as not connected.
 */
export function presentConnection(
  row: ConnectionRow | undefined,
  options: { simulated: boolean; usable: boolean; now: Date },
): PaymentConnectionView {
  let status: PaymentConnectionStatus = 'pending';
  if (row && (row.status !== 'authorized' || options.usable)) status = row.status as PaymentConnectionStatus;
  const authData = row && status === 'authorized' ? presentAuthData(row) : null;
  const since = authData ? (authData.refreshedAt ?? authData.authorizedAt) : null;
  return {
    status,
    authData,
    simulated: options.simulated,
    expiringSoon:
      since !== null && options.now.getTime() - Date.parse(since) > PAYMENT_TOKEN_EXPIRING_DAYS * DAY_MS,
    lastChecked: row?.last_checked_at ?? null,
    canConnect: status !== 'authorized',
    canRevoke: status === 'authorized',
  };
}
