import { randomInt, randomUUID } from 'node:crypto';
import { Money } from '@enlaza/shared/money';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import { sha256Hex } from '../../../lib/crypto';
import type { ProviderGrant, RevocationOutcome } from '../../provider-grant';
import {
  type OAuthTokens,
  PaymentProviderError,
  type PaymentsPort,
  type Preference,
  type PreferenceInput,
  type ProviderAccount,
  type ProviderChargeback,
  type ProviderPayment,
  type ProviderRefund,
} from '../payments-port';
import type { PointOfSaleInput, ProviderQrOrder, QrOrderInput, StoreInput } from '../qr/qr-orders-port';
import type {
  PlanChanges,
  PlanInput,
  ProviderInvoice,
  ProviderPlan,
  ProviderSubscription,
  SubscriptionInput,
} from '../subscriptions-port';
import { findChargePayment } from './simulator-charge-payments';
import { simulatedProviderFee, simulatedWithholdings } from './simulator-fees';
import { SIMULATOR_BASE_PATH } from './simulator-paths';
import {
  findPaymentStateOwner,
  findPreference,
  findRefundByKey,
  findSellerChargeback,
  findSellerPayment,
  findSellerPaymentsByReference,
  findSettledPayment,
  insertChargeback,
  insertPayment,
  insertPreference,
  insertRefund,
  isSellerUnlinked,
  lockPreference,
  lockSellerPayment,
  markSellerUnlinked,
  relinkSeller,
  type SimulatedChargeback,
  type SimulatedPaymentRow,
  type SimulatedPreference,
  type SimulatedRefund,
  updatePaymentStatus,
} from './simulator-payments-store';
import { SimulatorQrOrders } from './simulator-qr-orders';
import {
  type ActionOptions,
  type ChargeOutcome,
  SimulatorSubscriptions,
  type SubscriptionEvent,
} from './simulator-subscriptions';
import { mintGrant, newSellerId, sellerIdFor, sellerOf, simulatedEmail } from './simulator-tokens';
import type { SimulatorNotifications } from './simulator-webhook';

export { SIMULATOR_BASE_PATH };

export type CheckoutOutcome = 'approve' | 'reject' | 'pending';

/** What the checkout page offers once the payment is approved. */
export type Reversal = 'refund' | 'chargeback';

/** Evidence for a chargeback is due about 10 days after it is opened (integrations.md §7). */
export const CHARGEBACK_EVIDENCE_DAYS = 10;

const newId = () => String(randomInt(10_000_000_000, 99_999_999_999));

const OUTCOMES: Record<CheckoutOutcome, { status: string; detail: string; type: string; method: string }> = {
  approve: { status: 'approved', detail: 'accredited', type: 'credit_card', method: 'visa' },
  reject: { status: 'rejected', detail: 'cc_rejected_other_reason', type: 'credit_card', method: 'visa' },
  pending: { status: 'pending', detail: 'pending_waiting_payment', type: 'ticket', method: 'pagofacil' },
};

const unauthorized = () => new PaymentProviderError('invalid access token', 401, 'unauthorized');
const invalidGrant = () => new PaymentProviderError('invalid_grant', 400, 'invalid_grant');

/**
 * Mercado Pago without Mercado Pago: the authorization and checkout happen on local pages
 * (simulator-routes.ts) and preferences and payments are kept in the database, so every answer
 * survives restarts and any server copy can give it.
 */
export class SimulatorPayments implements PaymentsPort {
  readonly kind = 'simulator';

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly publicUrl: string,
    private readonly postgres = false,
  ) {
    this.subscriptions = new SimulatorSubscriptions(db, clock, publicUrl, postgres, (token) =>
      this.linkedSeller(token),
    );
    this.qr = new SimulatorQrOrders(db, clock, publicUrl, postgres);
  }

  /** Stores, points of sale and QR orders (the Orders API and the wallet page). */
  readonly qr: SimulatorQrOrders;

  async createStore(
    accessToken: string,
    sellerId: string,
    input: StoreInput,
    idempotencyKey: string,
  ): Promise<{ id: string }> {
    const seller = await this.linkedSeller(accessToken);
    if (seller !== sellerId) throw new PaymentProviderError('forbidden', 403, 'forbidden');
    return this.qr.createStore(seller, input, idempotencyKey);
  }
  async createPointOfSale(
    accessToken: string,
    input: PointOfSaleInput,
    idempotencyKey: string,
  ): Promise<{ id: string }> {
    return this.qr.createPointOfSale(await this.linkedSeller(accessToken), input, idempotencyKey);
  }
  async createQrOrder(
    accessToken: string,
    input: QrOrderInput,
    idempotencyKey: string,
  ): Promise<ProviderQrOrder> {
    return this.qr.createQrOrder(await this.linkedSeller(accessToken), input, idempotencyKey);
  }
  async getQrOrder(accessToken: string, orderId: string): Promise<ProviderQrOrder> {
    return this.qr.getQrOrder(await this.linkedSeller(accessToken), orderId);
  }
  async cancelQrOrder(accessToken: string, orderId: string): Promise<ProviderQrOrder> {
    return this.qr.cancelQrOrder(await this.linkedSeller(accessToken), orderId);
  }

  /** Plans, subscriptions and invoices (the subscriptions API and the simulator's buttons). */
  readonly subscriptions: SimulatorSubscriptions;

  createPlan(accessToken: string, input: PlanInput): Promise<ProviderPlan> {
    return this.subscriptions.createPlan(accessToken, input);
  }
  updatePlan(accessToken: string, planId: string, changes: PlanChanges): Promise<ProviderPlan> {
    return this.subscriptions.updatePlan(accessToken, planId, changes);
  }
  setSubscriptionAmount(accessToken: string, subscriptionId: string, amount: number) {
    return this.subscriptions.setSubscriptionAmount(accessToken, subscriptionId, amount);
  }
  createSubscription(accessToken: string, input: SubscriptionInput): Promise<ProviderSubscription> {
    return this.subscriptions.createSubscription(accessToken, input);
  }
  getSubscription(accessToken: string, subscriptionId: string): Promise<ProviderSubscription> {
    return this.subscriptions.getSubscription(accessToken, subscriptionId);
  }
  setSubscriptionStatus(
    accessToken: string,
    subscriptionId: string,
    status: 'cancelled' | 'paused' | 'authorized',
  ): Promise<ProviderSubscription> {
    return this.subscriptions.setSubscriptionStatus(accessToken, subscriptionId, status);
  }
  getInvoice(accessToken: string, invoiceId: string): Promise<ProviderInvoice> {
    return this.subscriptions.getInvoice(accessToken, invoiceId);
  }
  searchSubscriptions(accessToken: string, query: { plan_id: string }): Promise<ProviderSubscription[]> {
    return this.subscriptions.searchSubscriptions(accessToken, query);
  }
  searchInvoices(accessToken: string, query: { preapproval_id: string }): Promise<ProviderInvoice[]> {
    return this.subscriptions.searchInvoices(accessToken, query);
  }

  /**
   * 'Suscribirme' at the simulator: authorizes a pending subscription and charges its first month
   * at once; the notifications are stored (deliver their ids, or let the resender send them).
   */
  authorizeSubscription(subscriptionId: string, options?: ActionOptions): Promise<SubscriptionEvent | null> {
    return this.subscriptions.authorize(subscriptionId, options);
  }

  /** 'Cobrar mes' ('approve') or 'Rechazar cobro' ('reject'); the third rejected month cancels. */
  chargeMonth(
    subscriptionId: string,
    outcome: ChargeOutcome,
    options?: ActionOptions,
  ): Promise<SubscriptionEvent | null> {
    return this.subscriptions.chargeMonth(subscriptionId, outcome, options);
  }

  /** 'Pausar'. */
  pauseSubscription(subscriptionId: string, options?: ActionOptions): Promise<SubscriptionEvent | null> {
    return this.subscriptions.pause(subscriptionId, options);
  }

  authorizationUrl(input: { state: string; codeChallenge?: string; redirectUri: string }): string {
    const params = new URLSearchParams({ state: input.state, redirect_uri: input.redirectUri });
    return `${this.publicUrl}${SIMULATOR_BASE_PATH}/autorizar?${params.toString()}`;
  }

  async exchangeCode(input: { code: string }): Promise<OAuthTokens> {
    const seller = sellerOf('code', input.code);
    if (!seller) throw invalidGrant();
    // Authorizing again links the account again.
    await relinkSeller(this.db, seller);
    return mintGrant(seller);
  }

  async refresh(refreshToken: string): Promise<OAuthTokens> {
    const seller = sellerOf('refresh', refreshToken);
    if (!seller || (await this.isUnlinked(seller))) throw invalidGrant();
    return mintGrant(seller);
  }

  async getAccount(accessToken: string): Promise<ProviderAccount> {
    const seller = await this.linkedSeller(accessToken);
    return { id: seller, email: simulatedEmail(seller) };
  }

  async createPreference(accessToken: string, input: PreferenceInput): Promise<Preference> {
    const seller = await this.linkedSeller(accessToken);
    const item = input.items[0];
    if (!item) throw new PaymentProviderError('items is required', 400, 'bad_request');
    const id = `${seller}-${randomUUID()}`;
    await insertPreference(this.db, {
      id,
      collector_id: seller,
      external_reference: input.external_reference,
      title: item.title,
      description: item.description ?? null,
      amount_cents: Money.fromPesos(item.unit_price).cents * item.quantity,
      currency_id: item.currency_id,
      marketplace_fee_cents: Money.fromPesos(input.marketplace_fee).cents,
      back_url_success: input.back_urls.success,
      back_url_pending: input.back_urls.pending,
      back_url_failure: input.back_urls.failure,
      notification_url: input.notification_url,
      statement_descriptor: input.statement_descriptor,
      created_at: this.clock.now().toISOString(),
    });
    return { id, init_point: `${this.publicUrl}${SIMULATOR_BASE_PATH}/checkout/${encodeURIComponent(id)}` };
  }

  async getPayment(accessToken: string, paymentId: string): Promise<ProviderPayment> {
    const seller = await this.linkedSeller(accessToken);
    const row = await findSellerPayment(this.db, seller, paymentId);
    if (row) return toProviderPayment(row);
    // A monthly charge's or a QR order's payment (issue 36: their fees are read too).
    const charge = await findChargePayment(this.db, seller, paymentId);
    if (!charge) throw new PaymentProviderError('Payment not found', 404, 'not_found');
    return charge;
  }

  async searchPayments(accessToken: string, externalReference: string): Promise<ProviderPayment[]> {
    const seller = await this.linkedSeller(accessToken);
    const rows = await findSellerPaymentsByReference(this.db, seller, externalReference);
    return rows.map(toProviderPayment);
  }

  /**
   * POST /v1/payments/{id}/refunds: a full refund of an approved payment. The same idempotency key
   * answers the refund it made the first time (the payment row is locked meanwhile on PostgreSQL),
   * so a retry or a double click never refunds twice.
   */
  async refundPayment(
    accessToken: string,
    paymentId: string,
    idempotencyKey: string,
  ): Promise<ProviderRefund> {
    const seller = await this.linkedSeller(accessToken);
    return this.db.transaction().execute(async (trx) => {
      const payment = await lockSellerPayment(trx, seller, paymentId, this.postgres);
      if (!payment) throw new PaymentProviderError('Payment not found', 404, 'not_found');
      const earlier = await findRefundByKey(trx, seller, idempotencyKey);
      if (earlier) return toProviderRefund(earlier);
      if (payment.status !== 'approved') {
        throw new PaymentProviderError(
          `Payment in status ${payment.status} cannot be refunded`,
          400,
          'bad_request',
        );
      }
      return toProviderRefund(await this.refund(trx, payment, idempotencyKey));
    });
  }

  /**
   * The simulated provider can revoke: the seller is unlinked, so its tokens and refresh tokens are
   * refused from now on (the real Mercado Pago documents no such call; see MercadoPagoPayments).
   */
  async revokeAccess(grant: ProviderGrant): Promise<RevocationOutcome> {
    await markSellerUnlinked(this.db, grant.accountId, this.clock.now().toISOString());
    return 'revoked';
  }

  /** GET /v1/chargebacks/{id}. */
  async getChargeback(accessToken: string, chargebackId: string): Promise<ProviderChargeback> {
    const seller = await this.linkedSeller(accessToken);
    const row = await findSellerChargeback(this.db, seller, chargebackId);
    if (!row) throw new PaymentProviderError('Chargeback not found', 404, 'not_found');
    return {
      id: row.id,
      payments: [row.payment_id],
      amount: Money.fromCents(row.amount_cents).pesos,
      reason: row.reason,
      documentation_required: true,
      documentation_status: 'pending',
      date_documentation_deadline: row.date_documentation_deadline,
    };
  }

  /**
   * 'Reembolsar' or 'Contracargo' on the checkout page of a paid preference: the approved payment is
   * refunded, or charged back with a chargeback whose evidence is due in about 10 days, and the
   * notifications Mercado Pago would send are stored in the same transaction. Null when the
   * preference has no approved payment (not paid, or already refunded or charged back).
   */
  async reverse(
    preference: SimulatedPreference,
    reversal: Reversal,
    notifications: SimulatorNotifications,
  ): Promise<{ payment: SimulatedPaymentRow; notificationIds: string[] } | null> {
    return this.db.transaction().execute(async (trx) => {
      await lockPreference(trx, preference.id, this.postgres);
      const payment = await findSettledPayment(trx, preference.id);
      if (payment?.status !== 'approved') return null;
      const notificationIds: string[] = [];
      const announce = async (topic: 'payment' | 'topic_chargebacks_wh', resourceId: string) => {
        if (!preference.notification_url) return;
        notificationIds.push(
          await notifications.enqueue(trx, {
            paymentId: resourceId,
            sellerId: preference.collector_id,
            notificationUrl: preference.notification_url,
            topic,
          }),
        );
      };
      if (reversal === 'refund') {
        await this.refund(trx, payment, `simulador-${payment.id}`);
      } else {
        const now = this.clock.now();
        const chargeback: SimulatedChargeback = {
          id: newId(),
          payment_id: payment.id,
          collector_id: payment.collector_id,
          amount_cents: payment.amount_cents,
          reason: 'fraud',
          date_documentation_deadline: new Date(
            now.getTime() + CHARGEBACK_EVIDENCE_DAYS * 24 * 60 * 60_000,
          ).toISOString(),
          date_created: now.toISOString(),
        };
        await insertChargeback(trx, chargeback);
        await updatePaymentStatus(trx, payment.id, {
          status: 'charged_back',
          detail: 'settled',
          now: now.toISOString(),
        });
        await announce('topic_chargebacks_wh', chargeback.id);
      }
      await announce('payment', payment.id);
      const updated = await findSellerPayment(trx, payment.collector_id, payment.id);
      return { payment: updated ?? payment, notificationIds };
    });
  }

  private async refund(
    trx: Kysely<DB>,
    payment: SimulatedPaymentRow,
    idempotencyKey: string,
  ): Promise<SimulatedRefund> {
    const now = this.clock.now().toISOString();
    const refund: SimulatedRefund = {
      id: newId(),
      payment_id: payment.id,
      collector_id: payment.collector_id,
      idempotency_key: idempotencyKey,
      amount_cents: payment.amount_cents,
      created_at: now,
    };
    await insertRefund(trx, refund);
    await updatePaymentStatus(trx, payment.id, { status: 'refunded', detail: 'refunded', now });
    return refund;
  }

  /**
   * The seller unlinks the app on the simulated Mercado Pago: from now on every token of theirs is
   * refused (as the real provider does) until they authorize again.
   */
  async unlinkSeller(sellerId: string): Promise<void> {
    await markSellerUnlinked(this.db, sellerId, this.clock.now().toISOString());
  }

  private async isUnlinked(sellerId: string): Promise<boolean> {
    return isSellerUnlinked(this.db, sellerId);
  }

  /** The seller of a token that still works. */
  private async linkedSeller(accessToken: string): Promise<string> {
    const seller = this.seller(accessToken);
    if (await this.isUnlinked(seller)) throw unauthorized();
    return seller;
  }

  /** Tokens of a creator's simulated account, as if they had just authorized (the demo's connection). */
  grantFor(creatorId: number): OAuthTokens {
    return mintGrant(sellerIdFor(creatorId));
  }

  /** The simulated account that authorizes on the page reached with this `state`. */
  async sellerForState(state: string): Promise<string> {
    const userId = await findPaymentStateOwner(this.db, sha256Hex(state));
    return userId === null ? newSellerId() : sellerIdFor(userId);
  }

  getPreference(id: string): Promise<SimulatedPreference | undefined> {
    return findPreference(this.db, id);
  }

  /** The payment that paid this preference: approved, or since refunded, disputed or charged back. */
  async settledPaymentOf(preferenceId: string): Promise<SimulatedPaymentRow | undefined> {
    return findSettledPayment(this.db, preferenceId);
  }

  /**
   * A press of one of the checkout page's buttons. 'Aprobar pago' approves a preference once,
   * however many times and however concurrently it is pressed: the preference row is locked
   * (PostgreSQL; SQLite runs one transaction at a time) while its approved payment is looked for
   * and, when there is none, the new payment is recorded together with its notification.
   */
  async press(
    preference: SimulatedPreference,
    outcome: CheckoutOutcome,
    notifications: SimulatorNotifications,
  ): Promise<{ payment: SimulatedPaymentRow; notificationId: string | null }> {
    return this.db.transaction().execute(async (trx) => {
      await lockPreference(trx, preference.id, this.postgres);
      // Paid once (and perhaps refunded since): never charged again.
      const paid = await findSettledPayment(trx, preference.id);
      if (paid) return { payment: paid, notificationId: null };
      const payment = this.newPayment(preference, outcome);
      await insertPayment(trx, payment);
      const notificationId = preference.notification_url
        ? await notifications.enqueue(trx, {
            paymentId: payment.id,
            sellerId: preference.collector_id,
            notificationUrl: preference.notification_url,
          })
        : null;
      return { payment, notificationId };
    });
  }

  /** A payment recorded without its notification (tests of lost notifications). */
  async pay(preference: SimulatedPreference, outcome: CheckoutOutcome): Promise<SimulatedPaymentRow> {
    const payment = this.newPayment(preference, outcome);
    await insertPayment(this.db, payment);
    return payment;
  }

  private newPayment(preference: SimulatedPreference, outcome: CheckoutOutcome): SimulatedPaymentRow {
    const o = OUTCOMES[outcome];
    const now = this.clock.now().toISOString();
    return {
      id: newId(),
      preference_id: preference.id,
      collector_id: preference.collector_id,
      status: o.status,
      status_detail: o.detail,
      amount_cents: preference.amount_cents,
      currency_id: preference.currency_id,
      external_reference: preference.external_reference,
      payment_type_id: o.type,
      payment_method_id: o.method,
      application_fee_cents: preference.marketplace_fee_cents,
      date_created: now,
      date_approved: outcome === 'approve' ? now : null,
      date_last_updated: now,
    };
  }

  /** Moves a payment on, as Mercado Pago does (an approval, a refund, a chargeback). */
  async setPaymentStatus(paymentId: string, status: string, detail: string = status): Promise<void> {
    const now = this.clock.now().toISOString();
    await updatePaymentStatus(this.db, paymentId, { status, detail, now });
  }

  private seller(accessToken: string): string {
    const seller = sellerOf('access', accessToken);
    if (!seller) throw unauthorized();
    return seller;
  }
}

function toProviderRefund(row: SimulatedRefund): ProviderRefund {
  return {
    id: row.id,
    payment_id: row.payment_id,
    amount: Money.fromCents(row.amount_cents).pesos,
    status: 'approved',
  };
}

function toProviderPayment(row: SimulatedPaymentRow): ProviderPayment {
  const settled = row.status !== 'pending' && row.status !== 'rejected' && row.status !== 'cancelled';
  return {
    id: row.id,
    status: row.status,
    status_detail: row.status_detail,
    transaction_amount: Money.fromCents(row.amount_cents).pesos,
    currency_id: row.currency_id,
    external_reference: row.external_reference,
    payment_method_id: row.payment_method_id,
    payment_type_id: row.payment_type_id,
    fee_details: settled
      ? [
          ...(row.application_fee_cents > 0
            ? [{ type: 'application_fee', amount: Money.fromCents(row.application_fee_cents).pesos }]
            : []),
          {
            type: 'mercadopago_fee',
            amount: simulatedProviderFee(Money.fromCents(row.amount_cents)).pesos,
            fee_payer: 'collector',
          },
        ]
      : [],
    withholdings: settled ? simulatedWithholdings(row.id, Money.fromCents(row.amount_cents)) : [],
    date_approved: row.date_approved,
    date_last_updated: row.date_last_updated,
    collector_id: row.collector_id,
  };
}
