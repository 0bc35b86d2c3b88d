import { z } from 'zod';
import { type Answer, failures, noInput, ok, okWithMessage, rowId } from '../http/contract';
import { usernameParams } from '../public/contract';
import { monthlyGiftSchema, monthlyGoalProgressSchema, monthlyGoalSchema } from './care-schema';
import { MONTHLY_MESSAGES } from './messages';
import { monthlySupporterSchema } from './schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const supporterParams = z.object({
  id: z
    .string()
    .regex(UUID, MONTHLY_MESSAGES.supporterNotFound)
    .transform((id) => id.toLowerCase()),
});

/** Issue 34, the care part: the failed-charge reminder and 'Meta mensual' (behind login). */
export const monthlyCareContract = {
  resendPaymentReminder: {
    params: supporterParams,
    response: {
      200: okWithMessage(z.object({ supporter: monthlySupporterSchema })),
      ...failures(401, 404, 409, 429),
    },
  },
  goal: {
    querystring: noInput,
    response: {
      200: ok(z.object({ goal: monthlyGoalProgressSchema.nullable() })),
      ...failures(401),
    },
  },
  saveGoal: {
    body: monthlyGoalSchema,
    response: { 200: okWithMessage(z.object({ goal: monthlyGoalProgressSchema })), ...failures(400, 401) },
  },
  removeGoal: {
    querystring: noInput,
    response: { 200: okWithMessage(z.object({})), ...failures(401) },
  },
} as const;

/** 'Regalar un mes' (public): the giver pays once through Checkout Pro. */
export const monthlyGiftContract = {
  create: {
    params: usernameParams.extend({ tierId: rowId(MONTHLY_MESSAGES.tierNotFound) }),
    body: monthlyGiftSchema,
    response: {
      201: ok(z.object({ checkout_url: z.string(), gift_id: z.string() })),
      ...failures(400, 403, 404, 409, 429, 502),
    },
  },
} as const;

export type MonthlyGoalAnswer = Answer<typeof monthlyCareContract.goal>;
