/**
 * In-person QR payments through Mercado Pago's Orders API (integrations.md §8): a store and a point
 * of sale per collector, then one order per amount with `type: "qr"`, whose `qr_data` (EMVCo) any
 * bank or wallet app pays. Every call carries the collector's (creator's) access token.
 */

/** Where the store is (the provider requires it): the place the creator plays or sells. */
export interface StoreLocation {
  street_name: string;
  /** 'S/N' (sin número) when the place has none, as Argentine addresses write it. */
  street_number: string;
  city_name: string;
  state_name: string;
  latitude: number;
  longitude: number;
  reference: string;
}

export interface StoreInput {
  /** Our id for the store (`external_id`). */
  external_id: string;
  name: string;
  location: StoreLocation;
}

export interface PointOfSaleInput {
  /** Our id for the point of sale: `config.qr.external_pos_id` of each order. */
  external_id: string;
  store_id: string;
  external_store_id: string;
  name: string;
}

export interface QrOrderInput {
  /** Our order id: the notification's order carries it back. */
  external_reference: string;
  /** Pesos; sent as text with two decimals. */
  total_amount: number;
  description: string;
  external_pos_id: string;
  /** ISO-8601 duration until the unpaid order expires (e.g. 'PT10M'). */
  expiration_time: string;
}

/** The payment inside an order (`transactions.payments[0]`). */
export interface ProviderOrderPayment {
  id: string;
  status: string | null;
  /** Pesos. */
  amount: number;
  payment_method_id: string | null;
  payment_type_id: string | null;
}

export interface ProviderQrOrder {
  id: string;
  /** created, processed, expired, canceled, refunded… (the Orders API's `status`). */
  status: string;
  status_detail: string | null;
  external_reference: string | null;
  /** Pesos. */
  total_amount: number;
  /** The EMVCo text to render as the QR (dynamic mode). */
  qr_data: string | null;
  payment: ProviderOrderPayment | null;
  last_updated_date: string | null;
}

export interface QrOrdersPort {
  /** The collector's provider account id (for the stores path). */
  createStore(
    accessToken: string,
    sellerId: string,
    input: StoreInput,
    idempotencyKey: string,
  ): Promise<{ id: string }>;
  createPointOfSale(
    accessToken: string,
    input: PointOfSaleInput,
    idempotencyKey: string,
  ): Promise<{ id: string }>;
  /**
   * POST /v1/orders with `type: "qr"`, dynamic mode. The same idempotency key answers the same
   * order however many times it is sent (a retry never creates a second order).
   */
  createQrOrder(accessToken: string, input: QrOrderInput, idempotencyKey: string): Promise<ProviderQrOrder>;
  getQrOrder(accessToken: string, orderId: string): Promise<ProviderQrOrder>;
  cancelQrOrder(accessToken: string, orderId: string): Promise<ProviderQrOrder>;
}

/** The provider's order statuses that mean money arrived. */
export function isPaidOrder(order: ProviderQrOrder): boolean {
  return order.status === 'processed' && (order.payment?.status ?? 'processed') !== 'failed';
}
