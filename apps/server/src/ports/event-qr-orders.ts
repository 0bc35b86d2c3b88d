import type { GorraOrderStatus } from '@enlaza/shared/gorra';

/** A QR order as an event's donation page shows it: no creator data, nothing about who paid. */
export interface EventQrOrder {
  id: string;
  /** Pesos. */
  amount: number;
  /** The EMVCo text the QR encodes. */
  qrData: string;
  status: GorraOrderStatus;
  expiresAt: string;
}

/**
 * 'Pagar con QR desde cualquier app' on an event's donation page (issue 32). Offered by 'Modo
 * gorra'; the page layer asks for an order of the event's creator, counted for that event.
 */
export interface EventQrOrders {
  /** Throws the same AppErrors as the creator's own orders (503 when Mercado Pago is busy). */
  createForEvent(ownerId: number, eventId: number, amount: number): Promise<EventQrOrder>;
  /** The order, only if it was made for this event. */
  readForEvent(eventId: number, orderId: string): Promise<EventQrOrder | null>;
}
