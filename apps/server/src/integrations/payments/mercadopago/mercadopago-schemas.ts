import { z } from 'zod';
import type {
  OAuthTokens,
  Preference,
  ProviderAccount,
  ProviderChargeback,
  ProviderPayment,
  ProviderRefund,
} from '../payments-port';
import type { ProviderInvoice, ProviderPlan, ProviderSubscription } from '../subscriptions-port';

/** Mercado Pago sends ids as numbers; we keep them as text. */
const id = z.union([z.number(), z.string().min(1)]).transform(String);
const optionalText = z
  .string()
  .nullish()
  .transform((v) => v ?? null);

export const tokenResponse = z
  .object({
    access_token: z.string().min(1),
    refresh_token: optionalText,
    user_id: id,
    public_key: optionalText,
    live_mode: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
    expires_in: z
      .number()
      .nullish()
      .transform((v) => v ?? 15_552_000),
  })
  .transform((t): OAuthTokens => t);

export const accountResponse = z
  .object({ id, email: optionalText })
  .transform((a): ProviderAccount => ({ id: a.id, email: a.email }));

export const preferenceResponse = z
  .object({ id: z.string().min(1), init_point: z.string().min(1) })
  .transform((p): Preference => ({ id: p.id, init_point: p.init_point }));

export const paymentResponse = z
  .object({
    id,
    status: z.string().min(1),
    status_detail: optionalText,
    transaction_amount: z.number(),
    currency_id: z.string().min(1),
    external_reference: optionalText,
    payment_method_id: optionalText,
    payment_type_id: optionalText,
    fee_details: z
      .array(z.object({ type: z.string(), amount: z.number(), fee_payer: optionalText }))
      .nullish()
      .transform((v) => v ?? []),
    charges_details: z
      .array(
        z.object({
          type: optionalText,
          name: optionalText,
          accounts: z.object({ from: optionalText }).nullish(),
          amounts: z.object({ original: z.number().nullish() }).nullish(),
        }),
      )
      .nullish()
      .transform((v) => v ?? []),
    date_approved: optionalText,
    date_last_updated: optionalText,
    collector_id: id.nullish().transform((v) => v ?? null),
  })
  .transform(
    (p): ProviderPayment => ({
      id: p.id,
      status: p.status,
      status_detail: p.status_detail,
      transaction_amount: p.transaction_amount,
      currency_id: p.currency_id,
      external_reference: p.external_reference,
      payment_method_id: p.payment_method_id,
      payment_type_id: p.payment_type_id,
      fee_details: p.fee_details.map((f) => ({ type: f.type, amount: f.amount, fee_payer: f.fee_payer })),
      withholdings: p.charges_details
        .filter((c) => c.type === 'tax' && (c.accounts?.from ?? 'collector') === 'collector')
        .map((c) => ({ name: c.name ?? 'tax', amount: c.amounts?.original ?? 0 }))
        .filter((c) => c.amount > 0),
      date_approved: p.date_approved,
      date_last_updated: p.date_last_updated,
      collector_id: p.collector_id,
    }),
  );

/** GET /v1/payments/search: `results` holds payments shaped like GET /v1/payments/{id}. */
export const paymentSearchResponse = z
  .object({ results: z.array(paymentResponse) })
  .transform((r): ProviderPayment[] => r.results);

/** POST /v1/payments/{id}/refunds. */
export const refundResponse = z
  .object({
    id,
    payment_id: id,
    amount: z.number(),
    status: optionalText,
  })
  .transform(
    (r): ProviderRefund => ({ id: r.id, payment_id: r.payment_id, amount: r.amount, status: r.status }),
  );

/** GET /v1/chargebacks/{id}: `payments` lists payment ids (or payment objects with an id). */
export const chargebackResponse = z
  .object({
    id,
    payments: z.array(z.union([id, z.object({ id }).transform((p) => p.id)])),
    amount: z.number().nullish(),
    reason: optionalText,
    documentation_required: z.boolean().nullish(),
    documentation_status: optionalText,
    date_documentation_deadline: optionalText,
  })
  .transform(
    (c): ProviderChargeback => ({
      id: c.id,
      payments: c.payments,
      amount: c.amount ?? null,
      reason: c.reason,
      documentation_required: c.documentation_required ?? false,
      documentation_status: c.documentation_status,
      date_documentation_deadline: c.date_documentation_deadline,
    }),
  );

/** The error body Mercado Pago answers with: `message`, and `error` or `errorKey`. */
export const errorResponse = z.object({
  message: z.string().optional(),
  error: z.string().optional(),
  errorKey: z.string().optional(),
});

/** A month's charge in `auto_recurring`: Mercado Pago may send amounts as numbers or strings. */
const amount = z.union([z.number(), z.string().min(1).transform(Number)]).pipe(z.number());
const autoRecurring = z.object({ transaction_amount: amount.nullish() }).nullish();

/** POST/PUT /preapproval_plan (integrations.md §6). */
export const planResponse = z
  .object({
    id: z.string().min(1),
    status: z.string().min(1),
    reason: z.string(),
    auto_recurring: autoRecurring,
    init_point: optionalText,
  })
  .transform(
    (p): ProviderPlan => ({
      id: p.id,
      status: p.status,
      reason: p.reason,
      amount: p.auto_recurring?.transaction_amount ?? 0,
      init_point: p.init_point,
    }),
  );

const subscriptionStatus = z.enum(['pending', 'authorized', 'paused', 'cancelled']);

/**
 * The `init_point` of POST /preapproval carries `activation=true` since 2026-09-02, which opens a
 * 'page does not exist' screen in Argentina; the same link without it works (sdk-nodejs#480).
 */
export function withoutActivation(link: string | null): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    if (url.searchParams.get('activation') !== 'true') return link;
    url.searchParams.delete('activation');
    return url.toString();
  } catch {
    return link;
  }
}

/** GET/POST/PUT /preapproval, and each result of /preapproval/search. */
export const subscriptionResponse = z
  .object({
    id: z.string().min(1),
    preapproval_plan_id: optionalText,
    status: subscriptionStatus,
    payer_email: optionalText,
    external_reference: optionalText,
    reason: optionalText,
    auto_recurring: autoRecurring,
    next_payment_date: optionalText,
    date_created: z.string().min(1),
    last_modified: z.string().min(1),
    init_point: optionalText,
  })
  .transform(
    (s): ProviderSubscription => ({
      id: s.id,
      plan_id: s.preapproval_plan_id,
      status: s.status,
      // The API answers an empty string when the payer's login differs from the address given.
      payer_email: s.payer_email || null,
      external_reference: s.external_reference,
      reason: s.reason,
      amount: s.auto_recurring?.transaction_amount ?? 0,
      next_payment_date: s.next_payment_date,
      date_created: s.date_created,
      last_modified: s.last_modified,
      init_point: withoutActivation(s.init_point),
    }),
  );

export const subscriptionSearchResponse = z
  .object({ results: z.array(subscriptionResponse) })
  .transform((r): ProviderSubscription[] => r.results);

/** GET /authorized_payments/{id}: one billing cycle and the payment that charged it, if any. */
export const invoiceResponse = z
  .object({
    id,
    preapproval_id: z.string().min(1),
    status: z.string().min(1),
    retry_attempt: z
      .number()
      .nullish()
      .transform((v) => v ?? 0),
    transaction_amount: amount,
    debit_date: z.string().min(1),
    last_modified: z.string().min(1),
    next_retry_date: z
      .string()
      .nullish()
      .transform((v) => v || null),
    payment: z
      .object({ id, status: z.string().min(1), status_detail: optionalText })
      .nullish()
      .transform((v) => v ?? null),
  })
  .transform(
    (i): ProviderInvoice => ({
      id: i.id,
      preapproval_id: i.preapproval_id,
      status: i.status,
      retry_attempt: i.retry_attempt,
      amount: i.transaction_amount,
      debit_date: i.debit_date,
      payment: i.payment,
      last_modified: i.last_modified,
      next_retry_date: i.next_retry_date,
    }),
  );

export const invoiceSearchResponse = z
  .object({ results: z.array(invoiceResponse) })
  .transform((r): ProviderInvoice[] => r.results);
