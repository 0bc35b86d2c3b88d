import { z } from 'zod';
import { EMAIL_PATTERN, requiredText } from '../validation/validate';
import { MONTHLY_LIMITS, MONTHLY_MESSAGES, SUBSCRIPTION_STATUSES } from './messages';

/** Whole pesos between the limits; numbers or digits as text (the no-JS form posts text). */
const tierAmount = z
  .union([z.number(), z.string()], { error: MONTHLY_MESSAGES.amountInvalid })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (!/^\d+$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: MONTHLY_MESSAGES.amountInvalid });
      return z.NEVER;
    }
    const pesos = Number(text);
    if (pesos < MONTHLY_LIMITS.amountMin) {
      ctx.addIssue({ code: 'custom', message: MONTHLY_MESSAGES.amountMin });
      return z.NEVER;
    }
    if (pesos > MONTHLY_LIMITS.amountMax) {
      ctx.addIssue({ code: 'custom', message: MONTHLY_MESSAGES.amountMax });
      return z.NEVER;
    }
    return pesos;
  });

/** POST /monthly/tiers and PUT /monthly/tiers/{id}: the whole tier each time. */
export const monthlyTierSchema = z.object({
  name: requiredText(MONTHLY_MESSAGES.nameRequired).max(MONTHLY_LIMITS.nameMax, MONTHLY_MESSAGES.nameMax),
  amount: tierAmount,
  description: z
    .string({ error: MONTHLY_MESSAGES.descriptionMax })
    .trim()
    .max(MONTHLY_LIMITS.descriptionMax, MONTHLY_MESSAGES.descriptionMax)
    .optional()
    .default(''),
  active: z.boolean({ error: MONTHLY_MESSAGES.activeInvalid }).optional().default(true),
});
export type MonthlyTierInput = z.input<typeof monthlyTierSchema>;
export type MonthlyTierValues = z.output<typeof monthlyTierSchema>;

/** A tier as its owner sees it; `amount` in pesos per month. */
export const monthlyTierResponseSchema = z.object({
  id: z.number(),
  name: z.string(),
  amount: z.number(),
  description: z.string(),
  active: z.boolean(),
  /** Authorized or paused supporters: while above 0 the amount is locked. */
  active_supporters: z.number(),
  created_at: z.string(),
});
export type MonthlyTier = z.infer<typeof monthlyTierResponseSchema>;

/** A tier as the public page shows it (`monthly_tiers` of GET /public/{username}): active ones only. */
export const publicMonthlyTierSchema = z.object({
  id: z.number(),
  name: z.string(),
  amount: z.number(),
  description: z.string(),
});
export type PublicMonthlyTier = z.infer<typeof publicMonthlyTierSchema>;

/** The subscribe form of /u/{username}/mensual/{tierId}; the email is never public. */
export const monthlySubscribeSchema = z.object({
  supporter_name: z
    .string()
    .trim()
    .max(MONTHLY_LIMITS.supporterNameMax, MONTHLY_MESSAGES.supporterNameMax)
    .optional()
    .default(''),
  email: requiredText(MONTHLY_MESSAGES.emailRequired)
    .max(254, MONTHLY_MESSAGES.emailInvalid)
    .regex(EMAIL_PATTERN, MONTHLY_MESSAGES.emailInvalid)
    .transform((email) => email.toLowerCase()),
  message: z
    .string()
    .trim()
    .max(MONTHLY_LIMITS.messageMax, MONTHLY_MESSAGES.messageMax)
    .optional()
    .default(''),
});
export type MonthlySubscribeValues = z.output<typeof monthlySubscribeSchema>;

export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

/** One supporter in the creator's list. */
export const monthlySupporterSchema = z.object({
  id: z.string(),
  /** Null shows as 'Anónimo'. */
  name: z.string().nullable(),
  tier: z.object({ id: z.number(), name: z.string(), amount: z.number() }),
  status: subscriptionStatusSchema,
  since: z.string(),
  last_charge_at: z.string().nullable(),
  next_charge_at: z.string().nullable(),
});
export type MonthlySupporter = z.infer<typeof monthlySupporterSchema>;

export const monthlySummarySchema = z.object({
  /** Authorized subscriptions. */
  active: z.number(),
  /** Pesos per month: the sum of the active subscriptions' amounts. */
  monthly_income: z.number(),
  cancelled_this_month: z.number(),
});
export type MonthlySummary = z.infer<typeof monthlySummarySchema>;

export const monthlySupportersQuerySchema = z.object({
  status: z
    .union([subscriptionStatusSchema, z.literal('all'), z.literal('')], {
      error: MONTHLY_MESSAGES.statusInvalid,
    })
    .optional()
    .transform((status) => (status === '' || status === undefined ? 'all' : status)),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});

export const monthlySupportersPageSchema = z.object({
  supporters: z.array(monthlySupporterSchema),
  summary: monthlySummarySchema,
  pagination: z.object({ current_page: z.number(), total_pages: z.number(), total: z.number() }),
});

/** The email field of /baja (kept apart from the cancel page's texts: those reach the public script, zod must not). */
export const cancelLinkRequestSchema = z.object({
  email: requiredText(MONTHLY_MESSAGES.emailRequired)
    .max(254, MONTHLY_MESSAGES.emailInvalid)
    .regex(EMAIL_PATTERN, MONTHLY_MESSAGES.emailInvalid)
    .transform((email) => email.toLowerCase()),
});
