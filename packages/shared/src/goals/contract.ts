import { z } from 'zod';
import { type Answer, failures, idParams, noInput, ok, okWithMessage } from '../http/contract';
import { GOAL_MESSAGES } from './messages';
import { goalResponseSchema, goalSchema, goalUpdateSchema } from './schema';

const goalParams = idParams(GOAL_MESSAGES.notFound);
const oneGoal = z.object({ goal: goalResponseSchema });

/** The creator's goal (spec 02 §7 "Goals"). */
export const goalsContract = {
  list: {
    querystring: noInput,
    response: {
      // `goal`: the active one, picked for the client (spec 02 §7), or null.
      200: ok(z.object({ goals: z.array(goalResponseSchema), goal: goalResponseSchema.nullable() })),
      ...failures(401),
    },
  },
  get: { params: goalParams, response: { 200: ok(oneGoal), ...failures(401, 404) } },
  create: { body: goalSchema, response: { 201: okWithMessage(oneGoal), ...failures(400, 401, 409) } },
  update: {
    params: goalParams,
    body: goalUpdateSchema,
    response: { 200: okWithMessage(oneGoal), ...failures(400, 401, 404, 409) },
  },
} as const;

export type GoalsAnswer = Answer<typeof goalsContract.list>;
export type GoalAnswer = Answer<typeof goalsContract.create, 201>;
