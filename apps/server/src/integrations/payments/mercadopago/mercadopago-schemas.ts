import { z } from 'zod';
import type {
  OAuthTokens,
  Preference,
  ProviderAccount,
  ProviderChargeback,
  ProviderPayment,
  ProviderRefund,
} from '../payments-port';

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
      .array(z.object({ type: z.string(), amount: z.number() }))
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
      fee_details: p.fee_details.map((f) => ({ type: f.type, amount: f.amount })),
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
