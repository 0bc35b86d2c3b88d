import { z } from 'zod';
import { Money } from '../money/money';
import { EMAIL_PATTERN, requiredText } from '../validation/validate';
import { MONTHLY_CARE_LIMITS as L, MONTHLY_CARE_MESSAGES as M, MONTHLY_GOAL_KINDS } from './care-messages';

/** POST /public/{username}/monthly/{tierId}/gifts (and the tier page's no-JS form: text fields). */
export const monthlyGiftSchema = z.object({
  months: z.union([z.number(), z.string()], { error: M.giftMonthsInvalid }).transform((value, ctx) => {
    const n = Number(String(value).trim());
    if (!(L.giftMonths as readonly number[]).includes(n)) {
      ctx.addIssue({ code: 'custom', message: M.giftMonthsInvalid });
      return z.NEVER;
    }
    return n;
  }),
  recipient_email: requiredText(M.recipientEmailRequired)
    .max(254, M.recipientEmailInvalid)
    .regex(EMAIL_PATTERN, M.recipientEmailInvalid)
    .transform((email) => email.toLowerCase()),
  giver_name: z
    .string({ error: M.giverNameMax })
    .trim()
    .max(L.giverNameMax, M.giverNameMax)
    .optional()
    .transform((v) => v || null),
  message: z
    .string({ error: M.giftMessageMax })
    .trim()
    .max(L.giftMessageMax, M.giftMessageMax)
    .optional()
    .transform((v) => v || null),
});
export type MonthlyGiftInput = z.input<typeof monthlyGiftSchema>;
export type MonthlyGiftValues = z.output<typeof monthlyGiftSchema>;

/** PUT /monthly/goal: income in whole pesos per month (the one money parser), or people. */
export const monthlyGoalSchema = z
  .object({
    kind: z.enum(MONTHLY_GOAL_KINDS, { error: M.goalKindInvalid }),
    target: z.union([z.number(), z.string()], { error: M.goalIncomeInvalid }),
  })
  .transform((goal, ctx) => {
    if (goal.kind === 'income') {
      const parsed = Money.parseWholePesos(goal.target);
      const pesos = parsed.ok ? parsed.money.pesos : Number.NaN;
      if (!parsed.ok || pesos < L.goalIncomeMin || pesos > L.goalIncomeMax) {
        ctx.addIssue({ code: 'custom', path: ['target'], message: M.goalIncomeInvalid });
        return z.NEVER;
      }
      return { kind: goal.kind, target: pesos };
    }
    const text = String(goal.target).trim();
    const n = /^\d{1,7}$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(n) || n < L.goalSupportersMin || n > L.goalSupportersMax) {
      ctx.addIssue({ code: 'custom', path: ['target'], message: M.goalSupportersInvalid });
      return z.NEVER;
    }
    return { kind: goal.kind, target: n };
  });
export type MonthlyGoalInput = z.input<typeof monthlyGoalSchema>;

/** The goal with its progress: `target` and `current` in whole pesos per month, or people. */
export const monthlyGoalProgressSchema = z.object({
  kind: z.enum(MONTHLY_GOAL_KINDS),
  target: z.number(),
  current: z.number(),
});
export type MonthlyGoalProgress = z.infer<typeof monthlyGoalProgressSchema>;
