import { randomUUID } from 'node:crypto';
import {
  GORRA_LIMITS,
  GORRA_MESSAGES,
  GORRA_PLACE_MESSAGES,
  type GorraOrderValues,
  type GorraPlaceValues,
} from '@enlaza/shared/gorra';
import { Money } from '@enlaza/shared/money';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError, conflict, forbidden, notFound } from '../../http/errors';
import { isConnectionGone } from '../../integrations/payments/creator-access';
import { PaymentProviderError } from '../../integrations/payments/payments-port';
import {
  isPaidOrder,
  type ProviderQrOrder,
  type StoreLocation,
} from '../../integrations/payments/qr/qr-orders-port';
import {
  type QrOrderNotifications,
  QrOrderProviderUnavailableError,
} from '../../ports/qr-order-notifications';
import type { GorraDeps } from './gorra-deps';
import { orderStatusAt } from './gorra-order.presenter';
import {
  type GorraOrderRow,
  GorraOrdersRepository,
  type GorraPlaceRow,
  type GorraPointRow,
} from './gorra-orders.repository';

export type OrderOutcome = 'paid' | 'closed' | 'stale' | 'ignored' | 'deferred';

/** The provider's answer as the creator hears it: busy (429, 5xx, no answer) is a Spanish 503, never a 500. */
function providerFailure(error: unknown): never {
  if (isConnectionGone(error)) throw conflict(GORRA_MESSAGES.notConnected);
  if (error instanceof PaymentProviderError) {
    if (error.transient) throw new AppError(503, GORRA_MESSAGES.providerBusy);
    throw new AppError(502, GORRA_MESSAGES.providerFailed);
  }
  throw error;
}

/** The store's `location` at the provider, from the place the creator picked. */
function storeLocation(place: GorraPlaceRow): StoreLocation {
  return {
    street_name: place.street_name,
    street_number: place.street_number ?? 'S/N',
    city_name: place.city_name,
    state_name: place.state_name,
    latitude: Number(place.latitude),
    longitude: Number(place.longitude),
    reference: (place.reference ?? place.address).slice(0, 120),
  };
}

/**
 * 'Modo gorra' (issue 32): QR orders for an amount, paid in person from any bank or wallet app. A
 * notification only says which order to ask about; the provider's reading of the order, with the
 * creator's token, decides, and a paid order becomes one donation through the donations' one
 * status path.
 */
export class GorraService implements QrOrderNotifications {
  private readonly rows: GorraOrdersRepository;

  constructor(private readonly deps: GorraDeps) {
    this.rows = new GorraOrdersRepository(deps.database.db);
  }

  private get pg(): boolean {
    return this.deps.database.dialect === 'postgres';
  }

  async create(creatorId: number, input: GorraOrderValues): Promise<GorraOrderRow> {
    if (!(await this.rows.emailVerified(creatorId))) throw forbidden(GORRA_MESSAGES.emailNotVerified);
    if (!(await this.deps.access.canReceiveDonations(creatorId))) throw conflict(GORRA_MESSAGES.notConnected);
    if (input.event_id !== null && !(await this.rows.ownsEvent(creatorId, input.event_id))) {
      throw notFound(GORRA_MESSAGES.eventNotFound);
    }
    const point = await this.pointOf(creatorId);
    const id = randomUUID();
    const now = this.deps.clock.now();
    let order: ProviderQrOrder;
    try {
      order = await this.deps.access.withToken(creatorId, (token) =>
        // The order's own id is its idempotency key: every retry of this intent answers this order.
        this.deps.payments.createQrOrder(
          token,
          {
            external_reference: id,
            total_amount: input.amount,
            description: 'Aporte en persona',
            external_pos_id: point.external_pos_id,
            expiration_time: `PT${GORRA_LIMITS.orderMinutes}M`,
          },
          id,
        ),
      );
    } catch (error) {
      providerFailure(error);
    }
    if (!order.qr_data) throw new AppError(502, GORRA_MESSAGES.providerFailed);
    const at = now.toISOString();
    await this.rows.insert({
      id,
      user_id: creatorId,
      event_id: input.event_id,
      amount_cents: Money.fromPesos(input.amount).cents,
      mp_order_id: order.id,
      qr_data: order.qr_data,
      status: 'pending',
      expires_at: new Date(now.getTime() + GORRA_LIMITS.orderMinutes * 60_000).toISOString(),
      donation_id: null,
      created_at: at,
      updated_at: at,
    });
    return this.owned(creatorId, id);
  }

  /** The place saved for the store, and whether the first QR still needs one (no store yet, no place). */
  async place(creatorId: number): Promise<{ place: GorraPlaceRow | null; needed: boolean }> {
    const [place, point] = await Promise.all([this.rows.placeOf(creatorId), this.rows.pointOf(creatorId)]);
    return { place: place ?? null, needed: !place && !point };
  }

  async savePlace(
    creatorId: number,
    values: GorraPlaceValues,
  ): Promise<{ place: GorraPlaceRow | null; needed: boolean }> {
    await this.rows.savePlace({
      user_id: creatorId,
      ...values,
      updated_at: this.deps.clock.now().toISOString(),
    });
    return this.place(creatorId);
  }

  async owned(creatorId: number, id: string): Promise<GorraOrderRow> {
    const row = await this.rows.findOwned(creatorId, id);
    if (!row) throw notFound(GORRA_MESSAGES.orderNotFound);
    return row;
  }

  /** An order made for an event (its donation page's QR), by the ids only that page knows. */
  onEvent(eventId: number, id: string): Promise<GorraOrderRow | undefined> {
    return this.rows.findOnEvent(eventId, id);
  }

  async cancel(creatorId: number, id: string): Promise<GorraOrderRow> {
    const row = await this.owned(creatorId, id);
    if (orderStatusAt(row, this.deps.clock.now()) !== 'pending')
      throw conflict(GORRA_MESSAGES.notCancellable);
    let reading: ProviderQrOrder;
    try {
      reading = await this.deps.access.withToken(creatorId, (token) =>
        this.deps.payments.cancelQrOrder(token, row.mp_order_id),
      );
    } catch (error) {
      // Paid (or closed) meanwhile at the provider: what it says now is applied, and nothing is cancelled.
      if (error instanceof PaymentProviderError && error.status === 409) {
        await this.onOrder(row.mp_order_id, null);
        // Already cancelled there (an earlier try whose answer was lost): that is what was asked.
        const read = await this.owned(creatorId, id);
        if (read.status === 'cancelled') return read;
        throw conflict(GORRA_MESSAGES.notCancellable);
      }
      providerFailure(error);
    }
    await this.apply(row, reading);
    const now = await this.owned(creatorId, id);
    if (now.status !== 'cancelled') throw conflict(GORRA_MESSAGES.notCancellable);
    return now;
  }

  /** An `order` notification: the order is read from the provider with its creator's token and applied. */
  async onOrder(providerOrderId: string, _sellerId: string | null): Promise<OrderOutcome> {
    const row = await this.rows.byProviderId(providerOrderId);
    if (!row) return 'ignored';
    let reading: ProviderQrOrder;
    try {
      reading = await this.deps.access.withToken(row.user_id, (token) =>
        this.deps.payments.getQrOrder(token, providerOrderId),
      );
    } catch (error) {
      if (isConnectionGone(error)) return 'deferred';
      if (error instanceof PaymentProviderError && error.notFound) return 'ignored';
      throw new QrOrderProviderUnavailableError(error);
    }
    return this.apply(row, reading);
  }

  /**
   * Applies the provider's reading of one of our orders, in one transaction that locks its row: a
   * processed order of the right reference and amount becomes one donation (whatever our row said:
   * money that arrived is counted), a cancelled or expired one closes an unpaid row.
   */
  private async apply(found: GorraOrderRow, order: ProviderQrOrder): Promise<OrderOutcome> {
    if (order.id !== found.mp_order_id || order.external_reference?.toLowerCase() !== found.id)
      return 'ignored';
    const now = this.deps.clock.now().toISOString();
    let paid: string | null = null;
    const outcome = await this.deps.database.db.transaction().execute(async (trx: Transaction<DB>) => {
      const row = await this.rows.lock(trx, found.id, this.pg);
      if (!row) return 'ignored' as const;
      if (isPaidOrder(order)) {
        if (Money.fromPesos(order.total_amount).cents !== row.amount_cents) {
          this.deps.log.warn({ orderId: row.id }, 'QR order amount differs from ours: not counted');
          return 'ignored' as const;
        }
        const { donationId, created } = await this.deps.charges.record(trx, {
          creatorId: row.user_id,
          orderId: row.id,
          providerOrderId: order.id,
          paymentId: order.payment?.id ?? null,
          paymentTypeId: order.payment?.payment_type_id ?? null,
          amountCents: row.amount_cents,
          eventId: row.event_id,
          paidAt: now,
        });
        if (row.status !== 'paid' || row.donation_id !== donationId) {
          await this.rows.update(trx, row.id, { status: 'paid', donation_id: donationId, updated_at: now });
        }
        if (created) paid = donationId;
        return created ? ('paid' as const) : ('stale' as const);
      }
      const closed =
        order.status === 'canceled' ? 'cancelled' : order.status === 'expired' ? 'expired' : null;
      if (closed && row.status === 'pending') {
        await this.rows.update(trx, row.id, { status: closed, updated_at: now });
        return 'closed' as const;
      }
      return 'stale' as const;
    });
    const paymentId = order.payment?.id;
    if (paid && paymentId) await this.recordFees(found.user_id, paid, paymentId);
    if (outcome === 'paid') {
      // The goal's raised amount, the wall and the featured totals changed: cached pages and live bars learn it.
      await this.deps.pageChanges.creatorChanged(found.user_id, { featured: true });
      await this.deps.pageChanges.goalChanged(found.user_id);
    }
    return outcome;
  }

  /**
   * What the provider kept of a paid order (issue 36): the order's payment read once, with the
   * creator's token, and its fee and withholdings stored with the donation. The money is counted
   * already: a failed read leaves the fee unknown rather than undoing anything.
   */
  private async recordFees(creatorId: number, donationId: string, paymentId: string): Promise<void> {
    try {
      const payment = await this.deps.access.withToken(creatorId, (token) =>
        this.deps.payments.getPayment(token, paymentId),
      );
      await this.deps.charges.recordFees(donationId, payment);
    } catch (error) {
      this.deps.log.warn({ err: error, donationId }, 'QR payment fee not read');
    }
  }

  /**
   * The creator's store and point of sale, created at the provider the first time. Both calls carry
   * keys fixed per creator, so two copies creating at once get the same store and point of sale,
   * and the row (keyed on the creator) keeps the first copy's.
   */
  private async pointOf(creatorId: number): Promise<GorraPointRow> {
    const known = await this.rows.pointOf(creatorId);
    if (known) return known;
    const place = await this.rows.placeOf(creatorId);
    if (!place) throw conflict(GORRA_PLACE_MESSAGES.placeRequired);
    const name = (await this.rows.displayName(creatorId)).slice(0, 60);
    const externalStoreId = `ENLAZA${creatorId}`;
    const externalPosId = `ENLAZA${creatorId}POS`;
    try {
      const created = await this.deps.access.withToken(creatorId, async (token) => {
        const account = await this.deps.payments.getAccount(token);
        const store = await this.deps.payments.createStore(
          token,
          account.id,
          { external_id: externalStoreId, name, location: storeLocation(place) },
          `enlaza-store-${creatorId}-${account.id}`,
        );
        const pos = await this.deps.payments.createPointOfSale(
          token,
          { external_id: externalPosId, store_id: store.id, external_store_id: externalStoreId, name },
          `enlaza-pos-${creatorId}-${account.id}`,
        );
        return { seller: account.id, store: store.id, pos: pos.id };
      });
      return await this.rows.savePoint({
        user_id: creatorId,
        seller_id: created.seller,
        store_id: created.store,
        pos_id: created.pos,
        external_pos_id: externalPosId,
        created_at: this.deps.clock.now().toISOString(),
      });
    } catch (error) {
      // Another copy may have created them meanwhile (the provider refusing a second external_id).
      const saved = await this.rows.pointOf(creatorId);
      if (saved) return saved;
      providerFailure(error);
    }
  }
}
