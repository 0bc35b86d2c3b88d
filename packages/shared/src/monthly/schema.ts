import { z } from 'zod';
import { Money } from '../money/money';
import { EMAIL_PATTERN, requiredText } from '../validation/validate';
import { nextAdjustmentSchema, tierAdjustmentStateSchema, tierIndexingResponseSchema } from './indexing';
import { MONTHLY_LIMITS, MONTHLY_MESSAGES, SUBSCRIPTION_STATUSES, SUPPORTER_STATUSES } from './messages';
import { MONTHLY_FREQUENCIES, MONTHLY_SHAPE_MESSAGES as SHAPE } from './shapes';

const AMOUNT_MIN = Money.fromPesos(MONTHLY_LIMITS.amountMin);
const AMOUNT_MAX = Money.fromPesos(MONTHLY_LIMITS.amountMax);

/**
 * Whole pesos between the limits, read as a donor's amount is (Money.parseWholePesos: '1.500' is
 * 1500); numbers or text (the no-JS form posts text). Pesos come out.
 */
type PesosTexts = { invalid: string; min: string; max: string };

/** Whole pesos between the limits, or a custom issue with the field's own text. */
function pesosWithin(value: unknown, texts: PesosTexts, ctx: z.RefinementCtx): number | typeof z.NEVER {
  const parsed = Money.parseWholePesos(value);
  const refuse = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (!parsed.ok) return refuse(texts.invalid);
  if (parsed.money.compare(AMOUNT_MIN) < 0) return refuse(texts.min);
  if (parsed.money.compare(AMOUNT_MAX) > 0) return refuse(texts.max);
  return parsed.money.pesos;
}

const tierAmount = z
  .union([z.number(), z.string()], { error: MONTHLY_MESSAGES.amountInvalid })
  .transform((value, ctx) =>
    pesosWithin(
      value,
      {
        invalid: MONTHLY_MESSAGES.amountInvalid,
        min: MONTHLY_MESSAGES.amountMin,
        max: MONTHLY_MESSAGES.amountMax,
      },
      ctx,
    ),
  );

/** Null, absent or blank: not offered (the form posts '' for an empty field); else whole pesos. */
const optionalPesos = (texts: PesosTexts) =>
  z
    .union([z.number(), z.string(), z.null()], { error: texts.invalid })
    .optional()
    .transform((value, ctx): number | null => {
      if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) return null;
      return pesosWithin(value, texts, ctx);
    });

/** POST /monthly/tiers and PUT /monthly/tiers/{id}: the whole tier each time. */
export const monthlyTierSchema = z
  .object({
    name: requiredText(MONTHLY_MESSAGES.nameRequired).max(MONTHLY_LIMITS.nameMax, MONTHLY_MESSAGES.nameMax),
    amount: tierAmount,
    description: z
      .string({ error: MONTHLY_MESSAGES.descriptionMax })
      .trim()
      .max(MONTHLY_LIMITS.descriptionMax, MONTHLY_MESSAGES.descriptionMax)
      .optional()
      .default(''),
    active: z.boolean({ error: MONTHLY_MESSAGES.activeInvalid }).optional().default(true),
    /** Issue 34: null (or absent) when not offered yearly; pesos charged every 12 months. */
    yearly_amount: optionalPesos({
      invalid: SHAPE.yearlyInvalid,
      min: SHAPE.yearlyMin,
      max: SHAPE.yearlyMax,
    }),
    /** Null (or absent): a fixed amount; otherwise 'Monto libre' from this minimum (≥ 100). */
    open_amount_min: optionalPesos({ invalid: SHAPE.openInvalid, min: SHAPE.openMin, max: SHAPE.openMax }),
    free_trial: z.boolean({ error: SHAPE.freeTrialInvalid }).optional().default(false),
  })
  .superRefine((tier, ctx) => {
    if (tier.open_amount_min !== null && tier.yearly_amount !== null) {
      ctx.addIssue({ code: 'custom', path: ['yearly_amount'], message: SHAPE.yearlyWithOpen });
    }
    if (tier.open_amount_min !== null && tier.open_amount_min > tier.amount) {
      ctx.addIssue({ code: 'custom', path: ['open_amount_min'], message: SHAPE.openAboveAmount });
    }
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
  /** Active supporters (ACTIVE_SUBSCRIPTION_STATUS), the same count as the figures' 'Aportes activos'. */
  active_supporters: z.number(),
  /** Active or paused supporters hold the amount: it cannot change (AMOUNT_LOCKING_STATUSES). */
  amount_locked: z.boolean(),
  created_at: z.string(),
  /** Issue 33: how the amount follows an index (null: fixed), the next adjustment, its state. */
  indexing: tierIndexingResponseSchema.nullable(),
  next_adjustment: nextAdjustmentSchema.nullable(),
  adjustment: tierAdjustmentStateSchema.nullable(),
  /** Issue 34: pesos per year, or null when not offered yearly. */
  yearly_amount: z.number().nullable(),
  /** Null: a fixed amount ('amount'); otherwise the minimum of 'Monto libre' ('amount' is suggested). */
  open_amount_min: z.number().nullable(),
  free_trial: z.boolean(),
});
export type MonthlyTier = z.infer<typeof monthlyTierResponseSchema>;

/** A tier as the public page shows it (`monthly_tiers` of GET /public/{username}): active ones only. */
export const publicMonthlyTierSchema = z.object({
  id: z.number(),
  name: z.string(),
  amount: z.number(),
  description: z.string(),
  /** Issue 33: how the amount follows an index (null: fixed) and the next adjustment. */
  indexing: tierIndexingResponseSchema.nullable(),
  next_adjustment: nextAdjustmentSchema.nullable(),
  yearly_amount: z.number().nullable(),
  open_amount_min: z.number().nullable(),
  free_trial: z.boolean(),
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
export const supporterStatusSchema = z.enum(SUPPORTER_STATUSES);

/** One supporter in the creator's list. */
export const monthlySupporterSchema = z.object({
  id: z.string(),
  /** Null shows as 'Anónimo'. */
  name: z.string().nullable(),
  /** What they wrote when subscribing (the creator sees it as typed; the wall applies its rules). */
  message: z.string().nullable(),
  tier: z.object({ id: z.number(), name: z.string(), amount: z.number() }),
  /** Issue 34: how often `amount` is charged. */
  frequency: z.enum(MONTHLY_FREQUENCIES),
  /** Pesos per charge: per month, or per year when `frequency` is 'yearly'. */
  amount: z.number(),
  status: supporterStatusSchema,
  since: z.string(),
  last_charge_at: z.string().nullable(),
  next_charge_at: z.string().nullable(),
  /** Issue 34: a subscription, or months given by someone else ('Regalar un mes'). */
  kind: z.enum(['subscription', 'gift']),
  /** A gift's last day (it simply ends then); null for subscriptions. */
  ends_at: z.string().nullable(),
  /** 'payment_failed': the provider's next retry and its reason (status_detail); else null. */
  next_retry_at: z.string().nullable(),
  failure_reason: z.string().nullable(),
  /** 'payments_failed': cancelled by the provider after rejected charges ('Cancelada (pagos rechazados)'). */
  cancel_reason: z.enum(['payments_failed']).nullable(),
});
export type MonthlySupporter = z.infer<typeof monthlySupporterSchema>;

export const monthlySummarySchema = z.object({
  /** Authorized subscriptions. */
  active: z.number(),
  /** Pesos per month: the active monthly amounts plus a twelfth of the yearly ones (whole pesos). */
  monthly_income: z.number(),
  cancelled_this_month: z.number(),
  /** Issue 34: 'Cobros con problemas: N' (supporters whose last charge was rejected). */
  payment_failed: z.number(),
  /** Gifts running now (counted as supporters, not as monthly income: they were paid once). */
  active_gifts: z.number(),
});
export type MonthlySummary = z.infer<typeof monthlySummarySchema>;

export const monthlySupportersQuerySchema = z.object({
  status: z
    .union([supporterStatusSchema, z.literal('all'), z.literal('')], {
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
