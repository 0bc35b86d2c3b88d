import { z } from 'zod';
import { MAX_ROW_ID } from '../http/contract';
import { wholePesosWithin } from '../validation/whole-pesos';
import { GORRA_LIMITS, GORRA_ORDER_STATUSES, GORRA_MESSAGES as M } from './messages';

/** Whole pesos, read as every amount a person types (Money.parseWholePesos: '1.500' is 1500). */
const orderAmount = wholePesosWithin(GORRA_LIMITS.amountMin, GORRA_LIMITS.amountMax, {
  missing: M.amountRequired,
  invalid: M.amountInvalid,
  negative: M.amountNegative,
  centavos: M.amountCentavos,
  min: M.amountMin,
  max: M.amountMax,
});

/** POST /gorra/orders. */
export const gorraOrderSchema = z.object({
  amount: orderAmount,
  event_id: z
    .number({ error: M.eventIdInvalid })
    .int(M.eventIdInvalid)
    .min(1, M.eventIdInvalid)
    .max(MAX_ROW_ID, M.eventIdInvalid)
    .nullish()
    .transform((v) => v ?? null),
});
export type GorraOrderInput = z.input<typeof gorraOrderSchema>;
export type GorraOrderValues = z.output<typeof gorraOrderSchema>;

/** An order as its creator reads it; `amount` in pesos. */
export const gorraOrderResponseSchema = z.object({
  order_id: z.string(),
  amount: z.number(),
  qr_data: z.string(),
  expires_at: z.string(),
  status: z.enum(GORRA_ORDER_STATUSES),
  event_id: z.number().nullable(),
  paid_at: z.string().nullable(),
});
export type GorraOrder = z.infer<typeof gorraOrderResponseSchema>;
