import { z } from 'zod';
import {
  ADJUST_CAP,
  ADJUST_EVERY_MONTHS,
  ADJUST_ROUND_TO,
  TIER_INDEX_CHOICES,
} from '../indices/tier-adjustment';
import { TIER_INDEXING_MESSAGES as M } from './indexing-texts';

/** US$ per month a dollar tier may state (whole dollars). */
export const USD_AMOUNT_LIMITS = { min: 1, max: 1000 } as const;

const oneOf = (values: readonly number[], message: string) =>
  z.number({ error: message }).refine((n) => values.includes(n), { message });

/** PUT /monthly/tiers/{id}/indexing: how the tier follows an index ('none': a fixed amount). */
export const tierIndexingSchema = z
  .object({
    index: z.enum(TIER_INDEX_CHOICES, { error: M.indexInvalid }),
    every_months: oneOf(ADJUST_EVERY_MONTHS, M.everyInvalid).optional().default(3),
    cap_pct: z
      .number({ error: M.capInvalid })
      .int(M.capInvalid)
      .min(ADJUST_CAP.min, M.capInvalid)
      .max(ADJUST_CAP.max, M.capInvalid)
      .optional()
      .default(ADJUST_CAP.default),
    round_to: oneOf(ADJUST_ROUND_TO, M.roundInvalid).optional().default(100),
    usd_amount: z
      .number({ error: M.usdInvalid })
      .int(M.usdInvalid)
      .min(USD_AMOUNT_LIMITS.min, M.usdInvalid)
      .max(USD_AMOUNT_LIMITS.max, M.usdInvalid)
      .nullable()
      .optional()
      .default(null),
  })
  .superRefine((value, ctx) => {
    if (value.index === 'usd_oficial' && value.usd_amount === null)
      ctx.addIssue({ code: 'custom', path: ['usd_amount'], message: M.usdInvalid });
  });
export type TierIndexingValues = z.output<typeof tierIndexingSchema>;

export const tierIndexingResponseSchema = z.object({
  index: z.enum(['ipc', 'uva', 'usd_oficial']),
  every_months: z.number(),
  cap_pct: z.number(),
  round_to: z.number(),
  /** usd_oficial: US$ per month; null otherwise. */
  usd_amount: z.number().nullable(),
});
export type TierIndexing = z.infer<typeof tierIndexingResponseSchema>;

export const nextAdjustmentSchema = z.object({
  /** The day the new amount applies ('YYYY-MM-DD'). */
  date: z.string(),
  /** Pesos: estimated from the stored series, or fixed once supporters were told; null without data. */
  estimated_amount: z.number().nullable(),
});
export type NextAdjustment = z.infer<typeof nextAdjustmentSchema>;

/** What the creator sees of the coming or last adjustment (the tier editor). */
export const tierAdjustmentStateSchema = z.object({
  /** 'estimated' (nobody told yet), 'noticed' (amount fixed, supporters told), 'skipped' ('Esta vez no ajustar'). */
  stage: z.enum(['estimated', 'noticed', 'skipped']),
  /** The adjustment day the creator chose not to apply ('skipped'), else null. */
  skipped_date: z.string().nullable(),
  /** Supporters whose amount the provider has not taken yet (retried every day). */
  failed_supporters: z.number(),
  /** The last adjustment's amount was brought down to the provider's per-charge maximum. */
  clamped: z.boolean(),
  /** Why the plan for new supporters could not be changed yet, when it could not. */
  plan_pending: z.boolean(),
});
export type TierAdjustmentState = z.infer<typeof tierAdjustmentStateSchema>;
