import { z } from 'zod';
import type { ProviderQrOrder } from '../qr/qr-orders-port';

/** Ids arrive as numbers (stores, POS) or text (orders: 'ORD…'); kept as text. */
const id = z.union([z.number(), z.string().min(1)]).transform(String);
const optionalText = z
  .string()
  .nullish()
  .transform((v) => v ?? null);
/** The Orders API writes amounts as text with two decimals ("2000.00"); numbers are read too. */
const amount = z.union([z.number(), z.string().regex(/^\d+(\.\d{1,2})?$/)]).transform(Number);

export const storeResponse = z.object({ id }).transform((s) => ({ id: s.id }));
export const posResponse = z.object({ id }).transform((p) => ({ id: p.id }));

const orderPayment = z.object({
  id,
  status: optionalText,
  amount: amount.nullish(),
  payment_method: z.object({ id: optionalText, type: optionalText }).nullish(),
});

/**
 * An order of the Orders API. `qr_data` is read from `type_response.qr_data` (where the reference's
 * examples put it) or, failing that, from the top level: see docs/decisions.md (2026-11-28, issue 32).
 */
export const qrOrderResponse = z
  .object({
    id,
    status: z.string().min(1),
    status_detail: optionalText,
    external_reference: optionalText,
    total_amount: amount,
    qr_data: optionalText,
    type_response: z.object({ qr_data: optionalText }).nullish(),
    transactions: z.object({ payments: z.array(orderPayment).nullish() }).nullish(),
    last_updated_date: optionalText,
  })
  .transform((o): ProviderQrOrder => {
    const payment = o.transactions?.payments?.[0] ?? null;
    return {
      id: o.id,
      status: o.status,
      status_detail: o.status_detail,
      external_reference: o.external_reference,
      total_amount: o.total_amount,
      qr_data: o.type_response?.qr_data ?? o.qr_data,
      payment: payment
        ? {
            id: payment.id,
            status: payment.status,
            amount: payment.amount ?? o.total_amount,
            payment_method_id: payment.payment_method?.id ?? null,
            payment_type_id: payment.payment_method?.type ?? null,
          }
        : null,
      last_updated_date: o.last_updated_date,
    };
  });
