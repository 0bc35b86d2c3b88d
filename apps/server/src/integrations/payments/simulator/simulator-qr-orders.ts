import { randomBytes, randomInt } from 'node:crypto';
import { Money } from '@enlaza/shared/money';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import { PaymentProviderError } from '../payments-port';
import { emvPayload, readEmvPayload } from '../qr/emvco';
import type { PointOfSaleInput, ProviderQrOrder, QrOrderInput, StoreInput } from '../qr/qr-orders-port';
import { APP_WEBHOOK_PATH } from './simulator-paths';
import {
  findPoint,
  findPosByExternalId,
  findQrOrder,
  lockQrOrder,
  type SimulatedQrOrder,
  updateQrOrder,
  upsertPoint,
  upsertQrOrder,
} from './simulator-qr-orders-store';
import type { SimulatorNotifications } from './simulator-webhook';

/** The simulator's id in the merchant account template of its payloads (field 26, sub-field 00). */
export const SIMULATED_QR_GUI = 'AR.COM.ENLAZA.SIMULADOR';

const notFound = () => new PaymentProviderError('order not found', 404, 'order_not_found');

/** 'PT10M', 'PT90S', 'PT1H' → milliseconds; null when not a duration of hours, minutes or seconds. */
export function durationMs(text: string): number | null {
  const match = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/.exec(text);
  if (!match || text === 'PT') return null;
  return ((Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0)) * 60 + Number(match[3] ?? 0)) * 1000;
}

/** Up to `max` characters of the plain letters a bank app's screen shows (EMVCo fields are ASCII). */
function asciiName(text: string, max: number): string {
  const plain = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .trim();
  return (plain || 'Enlaza').slice(0, max);
}

/**
 * A dynamic QR's payload for one order: EMVCo fields with the merchant (the store's name), the
 * amount in ARS and the order's id (merchant account template and reference label), checksummed.
 */
export function simulatedQrData(input: {
  orderId: string;
  merchantName: string;
  amountCents: number;
}): string {
  const amount = Money.fromCents(input.amountCents).pesos.toFixed(2);
  const account = `0023${SIMULATED_QR_GUI}01${String(input.orderId.length).padStart(2, '0')}${input.orderId}`;
  return emvPayload([
    { id: '00', value: '01' },
    { id: '01', value: '12' },
    { id: '26', value: account },
    { id: '52', value: '0000' },
    { id: '53', value: '032' },
    { id: '54', value: amount },
    { id: '58', value: 'AR' },
    { id: '59', value: asciiName(input.merchantName, 25) },
    { id: '60', value: 'BUENOS AIRES' },
    { id: '62', value: `05${String(input.orderId.length).padStart(2, '0')}${input.orderId}` },
  ]);
}

/** What a wallet reads from a simulated QR: the order it names, the merchant and the amount. */
export function readSimulatedQr(
  qrData: string,
): { orderId: string; merchantName: string; amount: string } | null {
  const fields = readEmvPayload(qrData);
  const reference = fields?.get('62');
  const orderId = reference?.startsWith('05') ? reference.slice(4) : null;
  const merchantName = fields?.get('59');
  const amount = fields?.get('54');
  if (!orderId || !merchantName || !amount || !fields?.get('26')?.includes(SIMULATED_QR_GUI)) return null;
  return { orderId, merchantName, amount };
}

export type WalletOutcome =
  | { kind: 'paid'; order: SimulatedQrOrder; notificationId: string | null }
  | { kind: 'unavailable' };

/**
 * The Orders API without Mercado Pago: stores, points of sale and QR orders kept in the database
 * (every copy answers alike), and the wallet's 'Pagar', which processes an open order once and
 * stores its signed `order` notification in the same transaction.
 */
export class SimulatorQrOrders {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly publicUrl: string,
    private readonly postgres: boolean,
  ) {}

  private now(): string {
    return this.clock.now().toISOString();
  }

  async createStore(seller: string, input: StoreInput, key: string): Promise<{ id: string }> {
    // Like the provider: no store without its location.
    const where = input.location;
    const located =
      where?.street_name &&
      where.street_number &&
      where.city_name &&
      where.state_name &&
      Number.isFinite(where.latitude) &&
      Number.isFinite(where.longitude);
    if (!located) throw new PaymentProviderError('location is required', 400, 'VALIDATION_ERROR');
    const row = await upsertPoint(this.db, {
      id: String(randomInt(10_000_000, 99_999_999)),
      collector_id: seller,
      kind: 'store',
      idempotency_key: key,
      external_id: input.external_id,
      name: input.name,
      created_at: this.now(),
    });
    return { id: row.id };
  }

  async createPointOfSale(seller: string, input: PointOfSaleInput, key: string): Promise<{ id: string }> {
    const store = await findPoint(this.db, seller, 'store', input.store_id);
    if (!store) throw new PaymentProviderError('store not found', 400, 'bad_request');
    const row = await upsertPoint(this.db, {
      id: String(randomInt(10_000_000, 99_999_999)),
      collector_id: seller,
      kind: 'pos',
      idempotency_key: key,
      external_id: input.external_id,
      // The bank app shows the store's name as the merchant.
      name: store.name,
      created_at: this.now(),
    });
    return { id: row.id };
  }

  async createQrOrder(seller: string, input: QrOrderInput, key: string): Promise<ProviderQrOrder> {
    const pos = await findPosByExternalId(this.db, seller, input.external_pos_id);
    if (!pos) throw new PaymentProviderError('unknown external_pos_id', 400, 'bad_request');
    const lifetime = durationMs(input.expiration_time);
    if (lifetime === null) throw new PaymentProviderError('invalid expiration_time', 400, 'bad_request');
    const now = this.clock.now();
    const id = `ORD${randomBytes(10).toString('hex').toUpperCase()}`;
    const amountCents = Money.fromPesos(input.total_amount).cents;
    const row = await upsertQrOrder(this.db, {
      id,
      collector_id: seller,
      idempotency_key: key,
      external_reference: input.external_reference,
      external_pos_id: input.external_pos_id,
      merchant_name: pos.name,
      description: input.description,
      amount_cents: amountCents,
      status: 'created',
      qr_data: simulatedQrData({ orderId: id, merchantName: pos.name, amountCents }),
      // Orders notify the address set on the integrator's application (the panel), as subscriptions do.
      notification_url: `${this.publicUrl}${APP_WEBHOOK_PATH}`,
      payment_id: null,
      expires_at: new Date(now.getTime() + lifetime).toISOString(),
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
    return this.present(row);
  }

  async getQrOrder(seller: string, orderId: string): Promise<ProviderQrOrder> {
    const row = await findQrOrder(this.db, orderId);
    if (!row || row.collector_id !== seller) throw notFound();
    return this.present(row);
  }

  async cancelQrOrder(seller: string, orderId: string): Promise<ProviderQrOrder> {
    return this.db.transaction().execute(async (trx) => {
      const row = await lockQrOrder(trx, orderId, this.postgres);
      if (!row || row.collector_id !== seller) throw notFound();
      const status = this.statusOf(row);
      if (status === 'canceled') return this.present(row);
      if (status !== 'created') {
        throw new PaymentProviderError(`order in status ${status}`, 409, 'cannot_cancel_order');
      }
      await updateQrOrder(trx, row.id, { status: 'canceled', updated_at: this.now() });
      return this.present({ ...row, status: 'canceled', updated_at: this.now() });
    });
  }

  getOrder(orderId: string): Promise<SimulatedQrOrder | undefined> {
    return findQrOrder(this.db, orderId);
  }

  /** Open for payment: created and not past its expiry. */
  isPayable(row: SimulatedQrOrder): boolean {
    return this.statusOf(row) === 'created';
  }

  /**
   * 'Pagar' in the wallet: an open order is processed with one payment and its notification stored
   * in the same transaction (the order row locked meanwhile); a processed, cancelled or expired one
   * is not paid again, however many presses arrive at once.
   */
  async pay(orderId: string, notifications: SimulatorNotifications): Promise<WalletOutcome> {
    return this.db.transaction().execute(async (trx) => {
      const row = await lockQrOrder(trx, orderId, this.postgres);
      if (!row || !this.isPayable(row)) return { kind: 'unavailable' as const };
      const now = this.now();
      const paymentId = `PAY${randomBytes(10).toString('hex').toUpperCase()}`;
      await updateQrOrder(trx, row.id, { status: 'processed', payment_id: paymentId, updated_at: now });
      const notificationId = row.notification_url
        ? await notifications.enqueue(trx, {
            paymentId: row.id,
            sellerId: row.collector_id,
            notificationUrl: row.notification_url,
            topic: 'order',
          })
        : null;
      const paid = { ...row, status: 'processed', payment_id: paymentId, updated_at: now };
      return { kind: 'paid' as const, order: paid, notificationId };
    });
  }

  /** The status a reader sees: an open order past its expiry reads 'expired'. */
  private statusOf(row: SimulatedQrOrder): string {
    if (row.status === 'created' && row.expires_at <= this.now()) return 'expired';
    return row.status;
  }

  private present(row: SimulatedQrOrder): ProviderQrOrder {
    const status = this.statusOf(row);
    const amount = Money.fromCents(row.amount_cents).pesos;
    return {
      id: row.id,
      status,
      status_detail: status === 'processed' ? 'accredited' : status,
      external_reference: row.external_reference,
      total_amount: amount,
      qr_data: row.qr_data,
      payment: row.payment_id
        ? {
            id: row.payment_id,
            status: 'processed',
            amount,
            payment_method_id: 'account_money',
            payment_type_id: 'account_money',
          }
        : null,
      last_updated_date: row.updated_at,
    };
  }
}
