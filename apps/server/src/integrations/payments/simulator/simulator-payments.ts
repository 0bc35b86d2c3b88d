import { randomInt, randomUUID } from 'node:crypto';
import { Money } from '@enlaza/shared/money';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import { sha256Hex } from '../../../lib/crypto';
import {
  type OAuthTokens,
  PaymentProviderError,
  type PaymentsPort,
  type Preference,
  type PreferenceInput,
  type ProviderAccount,
  type ProviderPayment,
} from '../payments-port';
import {
  findApprovedPayment,
  findPaymentStateOwner,
  findPreference,
  findSellerPayment,
  findSellerPaymentsByReference,
  insertPayment,
  insertPreference,
  isSellerUnlinked,
  lockPreference,
  markSellerUnlinked,
  relinkSeller,
  type SimulatedPaymentRow,
  type SimulatedPreference,
  updatePaymentStatus,
} from './simulator-payments-store';
import { mintGrant, newSellerId, sellerIdFor, sellerOf, simulatedEmail } from './simulator-tokens';
import type { SimulatorNotifications } from './simulator-webhook';

export const SIMULATOR_BASE_PATH = '/simulador/mercadopago';

export type CheckoutOutcome = 'approve' | 'reject' | 'pending';

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
  ) {}

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
    if (!row) throw new PaymentProviderError('Payment not found', 404, 'not_found');
    return toProviderPayment(row);
  }

  async searchPayments(accessToken: string, externalReference: string): Promise<ProviderPayment[]> {
    const seller = await this.linkedSeller(accessToken);
    const rows = await findSellerPaymentsByReference(this.db, seller, externalReference);
    return rows.map(toProviderPayment);
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

  async approvedPaymentOf(preferenceId: string): Promise<SimulatedPaymentRow | undefined> {
    return findApprovedPayment(this.db, preferenceId);
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
      const approved = await findApprovedPayment(trx, preference.id);
      if (approved) return { payment: approved, notificationId: null };
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
      id: String(randomInt(10_000_000_000, 99_999_999_999)),
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

function toProviderPayment(row: SimulatedPaymentRow): ProviderPayment {
  const settled = row.status === 'approved' || row.status === 'refunded' || row.status === 'charged_back';
  return {
    id: row.id,
    status: row.status,
    status_detail: row.status_detail,
    transaction_amount: Money.fromCents(row.amount_cents).pesos,
    currency_id: row.currency_id,
    external_reference: row.external_reference,
    payment_method_id: row.payment_method_id,
    payment_type_id: row.payment_type_id,
    fee_details:
      settled && row.application_fee_cents > 0
        ? [{ type: 'application_fee', amount: Money.fromCents(row.application_fee_cents).pesos }]
        : [],
    date_approved: row.date_approved,
    date_last_updated: row.date_last_updated,
    collector_id: row.collector_id,
  };
}
