import { isTokenExpiryError } from '@enlaza/shared/payments';
import type { ProviderGrant, RevocationOutcome } from '../provider-grant';
import type { QrOrdersPort } from './qr/qr-orders-port';
import type { SubscriptionsPort } from './subscriptions-port';

/** What the OAuth token endpoint answers (integrations.md §1.1). */
export interface OAuthTokens {
  access_token: string;
  /** Null when the app lacks the offline_access scope: the creator must reconnect when it expires. */
  refresh_token: string | null;
  /** The seller's Mercado Pago user id. */
  user_id: string;
  public_key: string | null;
  live_mode: boolean;
  /** Seconds (Mercado Pago: 15552000, 180 days). */
  expires_in: number;
}

export interface ProviderAccount {
  id: string;
  email: string | null;
}

/** A Checkout Pro preference; amounts in pesos with at most two decimals. */
export interface PreferenceInput {
  items: {
    id: string;
    title: string;
    description?: string;
    quantity: number;
    unit_price: number;
    currency_id: 'ARS';
  }[];
  /** Our donation id: every payment of this checkout carries it back. */
  external_reference: string;
  back_urls: { success: string; pending: string; failure: string };
  auto_return?: 'approved' | 'all';
  notification_url: string;
  /** The platform's commission, as an amount (not a percentage). */
  marketplace_fee: number;
  statement_descriptor: string;
}

export interface Preference {
  id: string;
  init_point: string;
}

export interface ProviderPayment {
  id: string;
  /** pending, approved, authorized, in_process, in_mediation, rejected, cancelled, refunded, charged_back. */
  status: string;
  status_detail: string | null;
  transaction_amount: number;
  currency_id: string;
  external_reference: string | null;
  payment_method_id: string | null;
  payment_type_id: string | null;
  /** `fee_payer`: 'collector' when the seller pays it (the provider's own fee is 'mercadopago_fee'). */
  fee_details: { type: string; amount: number; fee_payer?: string | null }[];
  /**
   * The taxes the provider withheld from the seller: `charges_details` of type 'tax' taken from the
   * collector, each by its `name` with its `amounts.original` in pesos (integrations.md §11).
   */
  withholdings?: { name: string; amount: number }[];
  date_approved: string | null;
  date_last_updated: string | null;
  collector_id: string | null;
}

/** A refund of a payment (POST /v1/payments/{id}/refunds, integrations.md §7). */
export interface ProviderRefund {
  id: string;
  payment_id: string;
  /** Pesos. */
  amount: number;
  status: string | null;
}

/** A chargeback (GET /v1/chargebacks/{id}, integrations.md §7). */
export interface ProviderChargeback {
  id: string;
  /** The ids of the payments it disputes. */
  payments: string[];
  amount: number | null;
  reason: string | null;
  documentation_required: boolean;
  documentation_status: string | null;
  /** Until when the seller may send evidence; null when the provider gave none. */
  date_documentation_deadline: string | null;
}

/** Mercado Pago, or the offline simulator that stands in for it. */
export interface PaymentsPort extends SubscriptionsPort, QrOrdersPort {
  readonly kind: 'mercadopago' | 'simulator';
  authorizationUrl(input: { state: string; codeChallenge?: string; redirectUri: string }): string;
  exchangeCode(input: { code: string; codeVerifier?: string; redirectUri: string }): Promise<OAuthTokens>;
  refresh(refreshToken: string): Promise<OAuthTokens>;
  getAccount(accessToken: string): Promise<ProviderAccount>;
  createPreference(accessToken: string, input: PreferenceInput): Promise<Preference>;
  getPayment(accessToken: string, paymentId: string): Promise<ProviderPayment>;
  /** The seller's payments of one checkout (GET /v1/payments/search?external_reference=…), newest first. */
  searchPayments(accessToken: string, externalReference: string): Promise<ProviderPayment[]>;
  /**
   * Refunds a payment in full. The same `idempotencyKey` (X-Idempotency-Key) answers the same
   * refund however many times it is sent, so a retry never refunds twice.
   */
  refundPayment(accessToken: string, paymentId: string, idempotencyKey: string): Promise<ProviderRefund>;
  getChargeback(accessToken: string, chargebackId: string): Promise<ProviderChargeback>;
  /**
   * Ends the app's access to this seller's account at the provider, when the provider offers a way
   * ('revoked'); 'unsupported' when it documents none (then the caller only deletes its copy).
   */
  revokeAccess(grant: ProviderGrant): Promise<RevocationOutcome>;
}

/**
 * A failed call to the provider. `status` is the HTTP status, or null when no answer came
 * (network error, timeout, unreadable body); `code` is the provider's error key when it gave one.
 */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }

  /** The access token was refused: refresh it and try once more. */
  get tokenExpired(): boolean {
    if (this.invalidGrant) return false;
    return isTokenExpiryError(
      this.status,
      this.status === null ? null : `${this.code ?? ''} ${this.message}`,
    );
  }

  /** The provider says the thing asked for does not exist (for this seller). */
  get notFound(): boolean {
    return this.status === 404;
  }

  /** The refresh token or code is spent, revoked or wrong: only a new authorization helps. */
  get invalidGrant(): boolean {
    return this.code === 'invalid_grant' || (this.status === 400 && /invalid_grant/.test(this.message));
  }

  /** No answer, or a server-side failure: worth trying again later. */
  get transient(): boolean {
    return this.status === null || this.status >= 500 || this.status === 429;
  }
}
