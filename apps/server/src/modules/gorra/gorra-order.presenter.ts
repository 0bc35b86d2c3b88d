import type { GorraOrder, GorraOrderStatus, GorraPlace, GorraPlaceState } from '@enlaza/shared/gorra';
import { Money } from '@enlaza/shared/money';
import type { GorraOrderRow, GorraPlaceRow } from './gorra-orders.repository';

/** What a creator reads of an order now: an unpaid one past its expiry reads 'expired'. */
export function orderStatusAt(row: GorraOrderRow, now: Date): GorraOrderStatus {
  if (row.status === 'pending' && row.expires_at <= now.toISOString()) return 'expired';
  return row.status === 'paid' || row.status === 'cancelled' || row.status === 'expired'
    ? row.status
    : 'pending';
}

export function presentOrder(row: GorraOrderRow, now: Date): GorraOrder {
  const status = orderStatusAt(row, now);
  return {
    order_id: row.id,
    amount: Money.fromCents(row.amount_cents).pesos,
    qr_data: row.qr_data,
    expires_at: row.expires_at,
    status,
    event_id: row.event_id,
    paid_at: status === 'paid' ? row.updated_at : null,
  };
}

export function presentPlaceRow(row: GorraPlaceRow): GorraPlace {
  return {
    address: row.address,
    street_name: row.street_name,
    street_number: row.street_number,
    city_name: row.city_name,
    state_name: row.state_name,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    reference: row.reference,
  };
}

export function presentPlace(state: { place: GorraPlaceRow | null; needed: boolean }): GorraPlaceState {
  return { place: state.place ? presentPlaceRow(state.place) : null, needed: state.needed };
}
