import { randomBytes } from 'node:crypto';
import type http from 'node:http';

/**
 * Test support: the in-person QR part of the fake Mercado Pago (integrations.md §8) — stores
 * (POST /users/{id}/stores), points of sale (POST /pos), QR orders (POST /v1/orders with
 * `type: "qr"`, GET /v1/orders/{id}, POST /v1/orders/{id}/cancel). Every POST needs an
 * X-Idempotency-Key and answers the first result again for the same key; `quotaFailures` makes the
 * next this-many calls answer 429 `usage_quota_exceeded` with `Retry-After`.
 */

type Send = (status: number, payload: unknown, headers?: Record<string, string>) => void;
type Fail = (status: number, key: string, message: string) => void;

export interface FakeQrOrder {
  id: string;
  type: 'qr';
  collector_id: number;
  external_reference: string;
  total_amount: string;
  description: string;
  status: 'created' | 'processed' | 'canceled' | 'expired';
  status_detail: string;
  config: { qr: { external_pos_id: string; mode: string } };
  expiration_time: string;
  transactions: {
    payments: { id: string; amount: string; status: string; payment_method?: { id: string; type: string } }[];
  };
  type_response: { qr_data: string };
  created_date: string;
  last_updated_date: string;
}

export class FakeOrdersApi {
  readonly stores = new Map<
    string,
    { id: number; external_id: string; name: string; collector_id: number; location: unknown }
  >();
  readonly pos = new Map<string, { id: number; external_id: string; store_id: string }>();
  readonly orders = new Map<string, FakeQrOrder>();
  /** The next this-many QR calls answer 429. */
  quotaFailures = 0;
  /** Retry-After sent with each 429 (seconds, as text). */
  retryAfter = '1';
  private readonly byKey = new Map<string, { status: number; payload: unknown }>();
  private nextId = 1000;

  /** The payer scans and pays: the order is processed with one accredited payment. */
  pay(orderId: string, method = { id: 'account_money', type: 'account_money' }): FakeQrOrder {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    order.status = 'processed';
    order.status_detail = 'accredited';
    const payment = order.transactions.payments[0];
    if (payment) {
      payment.status = 'processed';
      payment.payment_method = method;
    }
    order.last_updated_date = new Date().toISOString();
    return order;
  }

  handle(
    method: string,
    url: URL,
    headers: http.IncomingHttpHeaders,
    body: unknown,
    sellerId: string,
    send: Send,
    fail: Fail,
  ): boolean {
    const path = url.pathname;
    const store = /^\/users\/([^/]+)\/stores$/.exec(path);
    const isOrders = path === '/pos' || path.startsWith('/v1/orders') || store !== null;
    if (!isOrders) return false;
    if (this.quotaFailures > 0) {
      this.quotaFailures -= 1;
      send(
        429,
        { error: 'usage_quota_exceeded', message: 'usage quota exceeded', status: 429 },
        {
          'retry-after': this.retryAfter,
        },
      );
      return true;
    }
    const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const seller = Number(sellerId);
    const key = headers['x-idempotency-key'];
    if (method === 'POST') {
      if (typeof key !== 'string' || !key) {
        fail(400, 'bad_request', 'X-Idempotency-Key is required');
        return true;
      }
      const earlier = this.byKey.get(`${sellerId}:${path}:${key}`);
      if (earlier) {
        send(earlier.status, earlier.payload);
        return true;
      }
    }
    const remember = (status: number, payload: unknown) => {
      this.byKey.set(`${sellerId}:${path}:${String(key)}`, { status, payload });
      send(status, payload);
    };

    if (method === 'POST' && store) {
      if (store[1] !== sellerId) {
        fail(403, 'forbidden', 'the store must belong to the token owner');
        return true;
      }
      const location = b.location as Record<string, unknown> | undefined;
      const located = ['street_number', 'street_name', 'city_name', 'state_name'].every(
        (field) => typeof location?.[field] === 'string' && location[field] !== '',
      );
      if (!located || typeof location?.latitude !== 'number' || typeof location.longitude !== 'number') {
        fail(400, 'VALIDATION_ERROR', 'location is required');
        return true;
      }
      this.nextId += 1;
      const id = this.nextId;
      const row = {
        id,
        external_id: String(b.external_id),
        name: String(b.name),
        collector_id: seller,
        location,
      };
      this.stores.set(String(id), row);
      remember(201, row);
      return true;
    }
    if (method === 'POST' && path === '/pos') {
      if (!this.stores.has(String(b.store_id)) || typeof b.external_id !== 'string') {
        fail(400, 'bad_request', 'store_id and external_id are required');
        return true;
      }
      this.nextId += 1;
      const id = this.nextId;
      const row = { id, external_id: b.external_id, store_id: String(b.store_id) };
      this.pos.set(b.external_id, row);
      remember(201, row);
      return true;
    }
    if (method === 'POST' && path === '/v1/orders') {
      const qr = (b.config as { qr?: { external_pos_id?: unknown; mode?: unknown } } | undefined)?.qr;
      if (b.type !== 'qr' || typeof qr?.external_pos_id !== 'string' || !this.pos.has(qr.external_pos_id)) {
        fail(400, 'bad_request', 'type qr and a known config.qr.external_pos_id are required');
        return true;
      }
      if (typeof b.total_amount !== 'string' || !/^\d+\.\d{2}$/.test(b.total_amount)) {
        fail(400, 'bad_request', 'total_amount must be a string with two decimals');
        return true;
      }
      const now = new Date().toISOString();
      const id = `ORD${randomBytes(13).toString('hex').toUpperCase()}`;
      const order: FakeQrOrder = {
        id,
        type: 'qr',
        collector_id: seller,
        external_reference: String(b.external_reference),
        total_amount: b.total_amount,
        description: String(b.description ?? ''),
        status: 'created',
        status_detail: 'created',
        config: { qr: { external_pos_id: qr.external_pos_id, mode: String(qr.mode ?? 'dynamic') } },
        expiration_time: String(b.expiration_time ?? ''),
        transactions: {
          payments: [
            {
              id: `PAY${randomBytes(13).toString('hex').toUpperCase()}`,
              amount: b.total_amount,
              status: 'created',
            },
          ],
        },
        type_response: { qr_data: `00020101021226${id}` },
        created_date: now,
        last_updated_date: now,
      };
      this.orders.set(id, order);
      remember(201, order);
      return true;
    }
    const one = /^\/v1\/orders\/([^/]+)(\/cancel)?$/.exec(path);
    if (one) {
      const order = this.orders.get(decodeURIComponent(one[1] ?? ''));
      if (!order || order.collector_id !== seller) {
        fail(404, 'order_not_found', 'order not found');
        return true;
      }
      if (method === 'GET' && !one[2]) {
        send(200, order);
        return true;
      }
      if (method === 'POST' && one[2]) {
        if (order.status !== 'created') {
          fail(409, 'cannot_cancel_order', `order in status ${order.status}`);
          return true;
        }
        order.status = 'canceled';
        order.status_detail = 'canceled';
        order.last_updated_date = new Date().toISOString();
        remember(200, order);
        return true;
      }
    }
    fail(404, 'not_found', 'resource not found');
    return true;
  }
}
