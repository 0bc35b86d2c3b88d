import { Money } from '@enlaza/shared/money';
import type { Clock } from '../../lib/clock';
import type { EventQrOrder, EventQrOrders } from '../../ports/event-qr-orders';
import type { OwnedGorraPlace } from '../../ports/owned-lists';
import type { QrOrderNotifications } from '../../ports/qr-order-notifications';
import type { GorraService } from './gorra.service';
import { orderStatusAt, presentPlaceRow } from './gorra-order.presenter';
import type { GorraOrderRow } from './gorra-orders.repository';

/*
 * What 'Modo gorra' offers the other slices (wired by create-deps.ts). Donations hand it the
 * webhook's `order` topic and it records paid orders through donations, so the service is reached
 * through `gorra()`, called only once the app runs, after both exist.
 */

/** The webhook's `order` topic, handed over by donations. */
export function qrOrderNotifications(gorra: () => GorraService): QrOrderNotifications {
  return { onOrder: (id, seller) => gorra().onOrder(id, seller) };
}

/** 'Pagar con QR desde cualquier app' on an event's donation page. */
export function eventQrOrders(gorra: GorraService, clock: Clock): EventQrOrders {
  const present = (row: GorraOrderRow): EventQrOrder => ({
    id: row.id,
    amount: Money.fromCents(row.amount_cents).pesos,
    qrData: row.qr_data,
    status: orderStatusAt(row, clock.now()),
    expiresAt: row.expires_at,
  });
  return {
    createForEvent: async (ownerId, eventId, amount) =>
      present(await gorra.create(ownerId, { amount, event_id: eventId })),
    readForEvent: async (eventId, orderId) => {
      const row = await gorra.onEvent(eventId, orderId);
      return row ? present(row) : null;
    },
  };
}

/** The place kept for the creator's QR store, as they see it (the account export). */
export function ownedGorraPlace(gorra: GorraService): OwnedGorraPlace {
  return {
    place: async (userId) => {
      const { place } = await gorra.place(userId);
      return place ? presentPlaceRow(place) : null;
    },
  };
}
