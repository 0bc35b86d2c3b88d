import { z } from 'zod';
import { AMOUNT_INDEX_CHOICES } from '../indices/indexed-amounts';
import { LIMITS } from '../limits/limits';
import { Money } from '../money/money';
import { requiredText } from '../validation/validate';
import { GOAL_MESSAGES, GOAL_TARGET_MAX } from './messages';

const TARGET_MAX = Money.fromPesos(GOAL_TARGET_MAX);

/**
 * Whole pesos, read as every typed amount is (Money.parseWholePesos: '80.000' is 80000); blank means
 * the default target of 1000.
 */
const targetValue = z
  .union([z.number(), z.string(), z.null()], { error: GOAL_MESSAGES.targetInvalid })
  .transform((value, ctx) => {
    if (value === null || (typeof value === 'string' && !value.trim())) {
      return LIMITS.goalDefaultTarget;
    }
    const parsed = Money.parseWholePesos(value);
    if (!parsed.ok) {
      const message = {
        negative: GOAL_MESSAGES.targetPositive,
        centavos: parsed.message,
        invalid: GOAL_MESSAGES.targetInvalid,
        missing: GOAL_MESSAGES.targetInvalid,
      }[parsed.reason];
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    if (parsed.money.cents <= 0) {
      ctx.addIssue({ code: 'custom', message: GOAL_MESSAGES.targetPositive });
      return z.NEVER;
    }
    if (parsed.money.compare(TARGET_MAX) > 0) {
      ctx.addIssue({ code: 'custom', message: GOAL_MESSAGES.targetMax });
      return z.NEVER;
    }
    return parsed.money.pesos;
  });

/** Absent also means the default target. */
const targetAmount = targetValue.optional().transform((amount) => amount ?? LIMITS.goalDefaultTarget);

const goalTitle = requiredText(GOAL_MESSAGES.titleRequired).max(LIMITS.goalTitleMax, GOAL_MESSAGES.titleMax);
const goalDescription = requiredText(GOAL_MESSAGES.descriptionRequired).max(
  LIMITS.goalDescriptionMax,
  GOAL_MESSAGES.descriptionMax,
);
const goalActive = z.boolean({ error: GOAL_MESSAGES.activeInvalid });
/** 'Ajustar por inflación': the target follows an index from the day it is set (issue 33). */
const goalIndexedBy = z.enum(AMOUNT_INDEX_CHOICES, { error: GOAL_MESSAGES.indexInvalid });

/** POST /goals and the goal form (a new goal is always the active one). */
export const goalSchema = z.object({
  title: goalTitle,
  description: goalDescription,
  target_amount: targetAmount,
  is_active: goalActive.optional(),
  indexed_by: goalIndexedBy.optional(),
});
export type GoalInput = z.input<typeof goalSchema>;
export type GoalValues = z.output<typeof goalSchema>;

/** PUT /goals/{id}: fields left out keep their value, so `{ is_active: false }` alone deactivates. */
export const goalUpdateSchema = z.object({
  title: goalTitle.optional(),
  description: goalDescription.optional(),
  target_amount: targetValue.optional(),
  is_active: goalActive.optional(),
  indexed_by: goalIndexedBy.optional(),
});
export type GoalUpdateValues = z.output<typeof goalUpdateSchema>;

/**
 * An indexed goal's base (issue 33): the target as the creator set it, in pesos, and the month it
 * was set ('YYYY-MM'). `target_amount` is then today's target, recomputed daily.
 */
export const goalIndexingSchema = z.object({
  index: z.enum(['ipc', 'uva']),
  base_target_amount: z.number(),
  base_month: z.string(),
});
export type GoalIndexing = z.infer<typeof goalIndexingSchema>;

/** The goal as the API presents it to its owner (spec 02 §3); amounts in pesos. */
export const goalResponseSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  target_amount: z.number(),
  current_amount: z.number(),
  /** Rounded percentage raised of the target (not capped; the bar caps it at 100). */
  progress: z.number(),
  is_active: z.boolean(),
  indexing: goalIndexingSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Goal = z.infer<typeof goalResponseSchema>;
