import { type Answer, failures } from '../http/contract';
import { activityQuerySchema, activityResponseSchema } from './schema';

/** GET /stats/activity?before={id}: the creator's activity log. */
export const activityContract = {
  list: {
    querystring: activityQuerySchema,
    response: { 200: activityResponseSchema, ...failures(400, 401) },
  },
} as const;

export type ActivityAnswer = Answer<typeof activityContract.list>;
