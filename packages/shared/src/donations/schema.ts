import { z } from 'zod';
import { Money } from '../money/money';
import { EMAIL_PATTERN } from '../validation/validate';
import {
  DONATION_LIMITS,
  DONATION_STATUS_FILTERS,
  DONATION_STATUSES,
  DONATION_MESSAGES as M,
} from './messages';

/** Largest integer key a goal can have (PostgreSQL serial). */
const MAX_ID = 2_147_483_647;

const AMOUNT_MIN = Money.fromPesos(DONATION_LIMITS.amountMin);
const AMOUNT_MAX = Money.fromPesos(DONATION_LIMITS.amountMax);

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim());

const goalId = z.unknown().transform((value, ctx) => {
  if (isBlank(value)) {
    ctx.addIssue({ code: 'custom', message: M.goalIdRequired });
    return z.NEVER;
  }
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > MAX_ID) {
    ctx.addIssue({ code: 'custom', message: M.goalIdInvalid });
    return z.NEVER;
  }
  return Number(text);
});

/**
 * Whole pesos (Money.parseWholePesos: '1.500' is 1500; decimals, signs and anything else are refused
 * with MONEY_MESSAGES.wholePesos), between the minimum donation and DONATION_LIMITS.amountMax;
 * centavos come out.
 */
const amount = z.unknown().transform((value, ctx) => {
  if (isBlank(value)) {
    ctx.addIssue({ code: 'custom', message: M.amountRequired });
    return z.NEVER;
  }
  const parsed = Money.parseWholePesos(value);
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  }
  if (parsed.money.compare(AMOUNT_MIN) < 0) {
    ctx.addIssue({ code: 'custom', message: M.amountMin });
    return z.NEVER;
  }
  if (parsed.money.compare(AMOUNT_MAX) > 0) {
    ctx.addIssue({ code: 'custom', message: M.amountMax });
    return z.NEVER;
  }
  return parsed.money;
});

/** Optional text: trimmed, blank becomes null. */
function optionalText(max: number, invalid: string, tooLong: string) {
  return z
    .union([z.string(), z.null()], { error: invalid })
    .optional()
    .transform((value, ctx) => {
      const text = value?.trim() ?? '';
      if (text.length > max) {
        ctx.addIssue({ code: 'custom', message: tooLong });
        return z.NEVER;
      }
      return text || null;
    });
}

/** Optional email for the donor's receipt: trimmed, lower-cased, blank becomes null. */
const donorEmail = optionalText(
  DONATION_LIMITS.donorEmailMax,
  M.donorEmailInvalid,
  M.donorEmailMax,
).transform((value, ctx) => {
  if (value === null) return null;
  if (!EMAIL_PATTERN.test(value)) {
    ctx.addIssue({ code: 'custom', message: M.donorEmailInvalid });
    return z.NEVER;
  }
  return value.toLowerCase();
});

const TRUE_WORDS = new Set(['true', 'on', '1', 'si', 'sí']);
const FALSE_WORDS = new Set(['false', 'off', '0', 'no']);

/**
 * A yes/no choice: a JSON boolean, or what a form posts ('on' for a ticked checkbox, 'true'/'1',
 * 'false'/'0'). Absent, null or blank takes the default; a form whose unticked checkbox means
 * "no" passes false itself, since the browser sends nothing for it.
 */
export function formBoolean(fallback: boolean, message: string = M.choiceInvalid) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (typeof value === 'boolean') return value;
      if (isBlank(value)) return fallback;
      const text =
        typeof value === 'string'
          ? value.trim().toLowerCase()
          : typeof value === 'number'
            ? String(value)
            : '';
      if (TRUE_WORDS.has(text)) return true;
      if (FALSE_WORDS.has(text)) return false;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
}

/** POST /donations/checkout, and the donation form on the public page. */
export const donationCheckoutSchema = z.object({
  goal_id: goalId,
  amount,
  donor_name: optionalText(DONATION_LIMITS.donorNameMax, M.donorNameInvalid, M.donorNameMax),
  /** Never public: only for the receipt and the creator who received the donation. */
  donor_email: donorEmail,
  message: optionalText(DONATION_LIMITS.messageMax, M.messageInvalid, M.messageMax),
  /** false: 'Solo para {creador}', the wall never shows it. */
  message_public: formBoolean(true),
  /** false: the wall says 'Anónimo'. */
  show_name: formBoolean(true),
  hide_amount: formBoolean(false),
});
export type DonationCheckoutInput = z.input<typeof donationCheckoutSchema>;

/** The donation form of an event's page ('Pasar la gorra'): the event, not a goal, is chosen. */
export const eventDonationSchema = donationCheckoutSchema.omit({ goal_id: true });
export type EventDonationInput = z.output<typeof eventDonationSchema>;
export type DonationCheckoutValues = z.output<typeof donationCheckoutSchema>;

function positiveInteger(fallback: number, max: number, message: string) {
  return z
    .union([z.string(), z.number()], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      const text = String(value).trim();
      const n = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isInteger(n) || n < 1 || n > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });
}

/** Query of GET /donations/received and GET /donations/goal/{goalId}. */
export const donationsQuerySchema = z.object({
  page: positiveInteger(1, 1_000_000, M.pageInvalid),
  limit: positiveInteger(DONATION_LIMITS.pageLimitDefault, DONATION_LIMITS.pageLimitMax, M.limitInvalid),
  status: z
    .enum(DONATION_STATUS_FILTERS, { error: M.statusFilterInvalid })
    .optional()
    .transform((value) => value ?? 'all'),
  /** Only the donations made at this event's donation page ('Pasar la gorra'). */
  event_id: z
    .string({ error: M.eventIdInvalid })
    .regex(/^[1-9]\d{0,9}$/, M.eventIdInvalid)
    .transform(Number)
    .refine((id) => id <= MAX_ID, M.eventIdInvalid)
    .optional(),
});
export type DonationsQuery = z.output<typeof donationsQuerySchema>;

export function isDonationStatus(value: unknown): value is (typeof DONATION_STATUSES)[number] {
  return typeof value === 'string' && (DONATION_STATUSES as readonly string[]).includes(value);
}
