import { Money } from '@enlaza/shared/money';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { ProviderPayment } from '../payments-port';
import { QR_FEE_PERCENT, simulatedProviderFee, simulatedWithholdings } from './simulator-fees';
import { findSellerQrOrderByPayment } from './simulator-qr-orders-store';
import { findSellerInvoiceByPayment } from './simulator-subscriptions-store';

/**
 * The payments of charges made without a checkout (issue 36): a monthly invoice's charge and a paid
 * QR order, read like any payment (GET /v1/payments/{id}) with the fee and withholdings the provider
 * keeps — a card charge's rate for monthly support, the in-person QR rate for the gorra.
 */
export async function findChargePayment(
  db: Kysely<DB>,
  sellerId: string,
  paymentId: string,
): Promise<ProviderPayment | undefined> {
  const invoice = await findSellerInvoiceByPayment(db, sellerId, paymentId);
  if (invoice) {
    const amount = Money.fromCents(invoice.amount_cents);
    const approved = invoice.payment_status === 'approved';
    return {
      id: paymentId,
      status: invoice.payment_status ?? 'pending',
      status_detail: invoice.payment_status_detail,
      transaction_amount: amount.pesos,
      currency_id: 'ARS',
      external_reference: null,
      payment_method_id: 'visa',
      payment_type_id: 'credit_card',
      fee_details: approved
        ? [{ type: 'mercadopago_fee', amount: simulatedProviderFee(amount).pesos, fee_payer: 'collector' }]
        : [],
      withholdings: approved ? simulatedWithholdings(paymentId, amount) : [],
      date_approved: approved ? invoice.debit_date : null,
      date_last_updated: invoice.last_modified,
      collector_id: sellerId,
    };
  }
  const order = await findSellerQrOrderByPayment(db, sellerId, paymentId);
  if (!order) return undefined;
  const amount = Money.fromCents(order.amount_cents);
  return {
    id: paymentId,
    status: 'approved',
    status_detail: 'accredited',
    transaction_amount: amount.pesos,
    currency_id: 'ARS',
    external_reference: order.external_reference,
    payment_method_id: 'account_money',
    payment_type_id: 'account_money',
    fee_details: [
      {
        type: 'mercadopago_fee',
        amount: simulatedProviderFee(amount, QR_FEE_PERCENT).pesos,
        fee_payer: 'collector',
      },
    ],
    withholdings: simulatedWithholdings(paymentId, amount),
    date_approved: order.updated_at,
    date_last_updated: order.updated_at,
    collector_id: sellerId,
  };
}
