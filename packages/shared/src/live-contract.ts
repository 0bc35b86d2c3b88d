import { z } from 'zod';
import { failures } from './api-contract';
import { usernameParams } from './public-contract';

/** One `goal` event's data (see live.ts). */
export const liveGoalEventSchema = z.object({
  goal: z
    .object({
      id: z.number(),
      current_amount: z.number(),
      target_amount: z.number(),
      percentage: z.number(),
    })
    .nullable(),
});

/**
 * The live goal stream. Its 200 answer is `text/event-stream` (written by the route itself, so no
 * JSON schema checks it); refusals are the usual JSON errors.
 */
export const liveContract = {
  goal: {
    params: usernameParams,
    response: { ...failures(404, 429, 503) },
  },
} as const;
