import { z } from 'zod';
import { type Answer, failures, ok, okWithMessage } from '../http/contract';
import { PAYMENT_CONNECTION_STATUSES } from './messages';

/** spec 02 §3 "Payment authorization". */
export const paymentAuthDataSchema = z.object({
  mpUserId: z.string(),
  email: z.string().nullable(),
  authorizedAt: z.string(),
  refreshedAt: z.string().nullable(),
});

/** GET /mercadopago/status → data. */
export const paymentConnectionViewSchema = z.object({
  status: z.enum(PAYMENT_CONNECTION_STATUSES),
  authData: paymentAuthDataSchema.nullable(),
  /** The built-in simulator stands in for Mercado Pago ('Simulado para desarrollo'). */
  simulated: z.boolean(),
  expiringSoon: z.boolean(),
  lastChecked: z.string().nullable(),
  canConnect: z.boolean(),
  canRevoke: z.boolean(),
});

/** The provider's return: whatever it sends is read by the route (a bad state is a redirect, not a 400). */
const callbackQuery = z.object({
  code: z.unknown().optional(),
  state: z.unknown().optional(),
  error: z.unknown().optional(),
});

/** The creator's Mercado Pago connection (spec 02 §7 "Payment provider"). */
export const paymentsContract = {
  status: {
    querystring: z.object({ force: z.unknown().optional() }),
    response: { 200: ok(paymentConnectionViewSchema), ...failures(401, 503) },
  },
  initiate: {
    body: z.unknown(),
    response: { 200: okWithMessage(z.object({ redirectUrl: z.string() })), ...failures(401, 409, 503) },
  },
  /** 302 to the payment panel with the outcome in its query string. */
  callback: { querystring: callbackQuery, response: { 302: z.null().describe('Redirect'), ...failures() } },
  revoke: {
    body: z.unknown(),
    response: { 200: okWithMessage(paymentConnectionViewSchema), ...failures(401, 503) },
  },
  refreshToken: {
    body: z.unknown(),
    response: {
      200: okWithMessage(z.object({ authData: paymentAuthDataSchema.nullable() })),
      ...failures(401, 409, 503),
    },
  },
} as const;

export type PaymentStatusAnswer = Answer<typeof paymentsContract.status>;
export type PaymentInitiateAnswer = Answer<typeof paymentsContract.initiate>;
export type PaymentRefreshAnswer = Answer<typeof paymentsContract.refreshToken>;

export type PaymentAuthData = z.infer<typeof paymentAuthDataSchema>;
export type PaymentConnectionView = z.infer<typeof paymentConnectionViewSchema>;
