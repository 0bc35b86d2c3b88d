import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerFeeFields } from '../../../modules/donations/provider-fees';
import { FakeMercadoPago } from '../testing/fake-mercadopago-server';
import { MercadoPagoPayments } from './mercadopago-payments';

const SELLER = '123456789';

/**
 * Issue 36: the provider's fee and the taxes it withheld, read from GET /v1/payments/{id}
 * (`fee_details`, `charges_details`) through the real adapter against the local fake, and what the
 * donation stores of them at approval.
 */
describe('Mercado Pago fees and withholdings', () => {
  const fake = new FakeMercadoPago();
  let adapter: MercadoPagoPayments;
  let token = '';

  beforeAll(async () => {
    await fake.start();
    adapter = new MercadoPagoPayments({
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      apiBaseUrl: fake.baseUrl,
      authBaseUrl: fake.baseUrl,
      testToken: false,
    });
    const redirectUri = 'https://enlaza.example/api/mercadopago/oauth/callback';
    const back = new URL(fake.authorize(adapter.authorizationUrl({ state: 's', redirectUri }), SELLER));
    token = (await adapter.exchangeCode({ code: back.searchParams.get('code') ?? '', redirectUri }))
      .access_token;
  });
  afterAll(() => fake.stop());

  it('reads the seller’s fee and the collector’s tax charges, leaving the rest out', async () => {
    const charge = (name: string, type: string, from: string, original: number) => ({
      id: `${name}-1`,
      name,
      type,
      accounts: { from, to: 'mp' },
      amounts: { original, refunded: 0 },
    });
    fake.setPayment({
      id: '777',
      status: 'approved',
      status_detail: 'accredited',
      transaction_amount: 10_000,
      currency_id: 'ARS',
      external_reference: '7d6c1a52-2b8f-4d7e-9a0c-111111111111',
      payment_method_id: 'visa',
      payment_type_id: 'credit_card',
      fee_details: [
        { type: 'application_fee', amount: 500, fee_payer: 'collector' },
        { type: 'mercadopago_fee', amount: 761.09, fee_payer: 'collector' },
        { type: 'financing_fee', amount: 300, fee_payer: 'payer' },
      ],
      charges_details: [
        charge('mercadopago_fee', 'fee', 'collector', 761.09),
        charge('tax_withholding_collector-iibb_caba', 'tax', 'collector', 200),
        charge('tax_withholding_debitos_creditos', 'tax', 'collector', 60),
        charge('tax_payer_vat', 'tax', 'payer', 99),
      ],
      date_approved: '2026-03-01T10:00:00.000-03:00',
      date_last_updated: '2026-03-01T10:00:01.000-03:00',
      collector_id: Number(SELLER),
    });
    const read = await adapter.getPayment(token, '777');
    expect(read.withholdings).toEqual([
      { name: 'tax_withholding_collector-iibb_caba', amount: 200 },
      { name: 'tax_withholding_debitos_creditos', amount: 60 },
    ]);
    // The platform's application_fee is the commission; what the payer pays is not the seller's cost.
    expect(providerFeeFields(read, true)).toEqual({
      provider_fee_cents: 76_109,
      withholdings: JSON.stringify([
        { name: 'tax_withholding_collector-iibb_caba', amount_cents: 20_000 },
        { name: 'tax_withholding_debitos_creditos', amount_cents: 6_000 },
      ]),
    });
    // A later reading (a refund) sets nothing: the approval's figures stay.
    expect(providerFeeFields({ ...read, status: 'refunded' }, false)).toEqual({});
  });
});
