import { z } from 'zod';
import { supporterEntrySchema } from '../donations/supporters';
import { failures } from '../http/contract';
import { monthlyGoalProgressSchema } from '../monthly/care-schema';
import { usernameParams } from '../public/contract';

/** One `goal` event's data (see live.ts). */
export const liveGoalEventSchema = z.object({
  goal: z
    .object({
      id: z.number(),
      current_amount: z.number(),
      target_amount: z.number(),
      percentage: z.number(),
      confirmed_transfers_amount: z.number(),
    })
    .nullable(),
  supporters: z.array(supporterEntrySchema).optional(),
  monthly_goal: monthlyGoalProgressSchema.nullable().optional(),
});

/**
 * The live goal stream. Its 200 answer is `text/event-stream`, written by the route itself (no
 * serializer runs on it): the schema documents each `goal` event's data. Refusals are the usual JSON errors.
 */
export const liveContract = {
  goal: {
    params: usernameParams,
    response: {
      200: liveGoalEventSchema.describe(
        'text/event-stream: `event: goal` with this data at once and on every change; `: ping` every 25 s',
      ),
      ...failures(404, 429, 503),
    },
  },
} as const;
