import { z } from 'zod';
import { type Answer, failures, idParams, noInput, ok, okWithMessage } from '../http/contract';
import { tierIndexingSchema } from './indexing';
import { MONTHLY_MESSAGES } from './messages';
import {
  monthlySupporterSchema,
  monthlySupportersPageSchema,
  monthlySupportersQuerySchema,
  monthlyTierResponseSchema,
  monthlyTierSchema,
} from './schema';

const tierParams = idParams(MONTHLY_MESSAGES.tierNotFound);
const oneTier = z.object({ tier: monthlyTierResponseSchema });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Monthly support behind login (issue 21): the creator's tiers and supporters. */
export const monthlyContract = {
  tiers: {
    querystring: noInput,
    response: { 200: ok(z.object({ tiers: z.array(monthlyTierResponseSchema) })), ...failures(401) },
  },
  createTier: {
    body: monthlyTierSchema,
    response: { 201: okWithMessage(oneTier), ...failures(400, 401, 409, 502, 503) },
  },
  updateTier: {
    params: tierParams,
    body: monthlyTierSchema,
    response: { 200: okWithMessage(oneTier), ...failures(400, 401, 404, 409, 502, 503) },
  },
  /** Issue 33: how the tier's amount follows an index. */
  setTierIndexing: {
    params: tierParams,
    body: tierIndexingSchema,
    response: { 200: okWithMessage(oneTier), ...failures(400, 401, 404) },
  },
  /** Issue 33: 'Esta vez no ajustar', before the adjustment's day. */
  skipTierAdjustment: {
    params: tierParams,
    response: { 200: okWithMessage(oneTier), ...failures(401, 404, 409) },
  },
  deleteTier: {
    params: tierParams,
    response: { 200: okWithMessage(z.object({})), ...failures(401, 404, 409) },
  },
  supporters: {
    querystring: monthlySupportersQuerySchema,
    response: { 200: ok(monthlySupportersPageSchema), ...failures(400, 401) },
  },
  cancelSupporter: {
    params: z.object({
      id: z
        .string()
        .regex(UUID, MONTHLY_MESSAGES.supporterNotFound)
        .transform((id) => id.toLowerCase()),
    }),
    response: {
      200: okWithMessage(z.object({ supporter: monthlySupporterSchema })),
      ...failures(401, 404, 409, 502, 503),
    },
  },
} as const;

export type MonthlyTiersAnswer = Answer<typeof monthlyContract.tiers>;
export type MonthlyTierAnswer = Answer<typeof monthlyContract.createTier, 201>;
export type MonthlySupportersAnswer = Answer<typeof monthlyContract.supporters>;
