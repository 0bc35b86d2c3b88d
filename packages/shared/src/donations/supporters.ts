import { z } from 'zod';
import { requiredText } from '../validation/validate';
import { SUPPORTERS_LIMITS, SUPPORTERS_MESSAGES } from './supporters-messages';
import { WALL_MODERATION_MESSAGES } from './wall-moderation-messages';

/**
 * The supporters' wall (issue 20): a creator's approved donations as visitors see them, the
 * creator's moderation (hide a message, reply once, blocked words, amounts shown or not) and the
 * visitors' reports. A hidden or private message leaves only the message out: the entry stays.
 */

/** One wall entry: no email, no donation id (an opaque entry id for 'Denunciar'). */
export const supporterEntrySchema = z.object({
  id: z.string(),
  /** The donor's name, or 'Anónimo' when they chose so or gave none. */
  name: z.string(),
  /** Pesos; null when the donor or the creator hid amounts. */
  amount: z.number().nullable(),
  /** Null when private, hidden by the creator, or none. */
  message: z.string().nullable(),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  /** When the donation was approved (ISO). */
  created_at: z.string(),
  /** A charge of a monthly subscription: the wall marks it 'Mensual'. */
  monthly: z.boolean(),
});
export type SupporterEntry = z.infer<typeof supporterEntrySchema>;

export const supportersPaginationSchema = z.object({
  current_page: z.number(),
  total_pages: z.number(),
  total: z.number(),
  has_more: z.boolean(),
});
export type SupportersPagination = z.infer<typeof supportersPaginationSchema>;

export const supportersPageSchema = z.object({
  supporters: z.array(supporterEntrySchema),
  pagination: supportersPaginationSchema,
});
export type SupportersPage = z.infer<typeof supportersPageSchema>;

/** ?page=: a whole number from 1 (absent or blank is 1). */
export const supportersQuerySchema = z.object({
  page: z
    .union([z.string(), z.number()], { error: SUPPORTERS_MESSAGES.pageInvalid })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return 1;
      const text = String(value).trim();
      if (!/^[1-9]\d{0,5}$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: SUPPORTERS_MESSAGES.pageInvalid });
        return z.NEVER;
      }
      return Number(text);
    }),
});

export const supporterReportSchema = z.object({
  reason: requiredText(SUPPORTERS_MESSAGES.reasonRequired).max(
    SUPPORTERS_LIMITS.reasonMax,
    SUPPORTERS_MESSAGES.reasonMax,
  ),
});
export type SupporterReportInput = z.output<typeof supporterReportSchema>;

/** PATCH /donations/{id}: hide or show the message, and/or reply once. */
export const donationUpdateSchema = z
  .object({
    message_hidden: z.boolean({ error: WALL_MODERATION_MESSAGES.messageHiddenInvalid }).optional(),
    reply: requiredText(WALL_MODERATION_MESSAGES.replyRequired)
      .max(SUPPORTERS_LIMITS.replyMax, WALL_MODERATION_MESSAGES.replyMax)
      .optional(),
  })
  .refine((value) => value.message_hidden !== undefined || value.reply !== undefined, {
    message: WALL_MODERATION_MESSAGES.updateEmpty,
  });
export type DonationUpdateInput = z.output<typeof donationUpdateSchema>;

/** A list of words to hide messages by: trimmed, blanks dropped, duplicates (any case) once. */
export const blockedWordsSchema = z
  .array(z.string({ error: WALL_MODERATION_MESSAGES.blockedWordsInvalid }), {
    error: WALL_MODERATION_MESSAGES.blockedWordsInvalid,
  })
  .transform((words, ctx) => {
    const seen = new Set<string>();
    const out: string[] = [];
    for (const raw of words) {
      const word = raw.trim();
      if (!word) continue;
      if (word.length > SUPPORTERS_LIMITS.blockedWordMax) {
        ctx.addIssue({ code: 'custom', message: WALL_MODERATION_MESSAGES.blockedWordMax });
        return z.NEVER;
      }
      const key = word.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(word);
    }
    if (out.length > SUPPORTERS_LIMITS.blockedWordsMax) {
      ctx.addIssue({ code: 'custom', message: WALL_MODERATION_MESSAGES.blockedWordsMax });
      return z.NEVER;
    }
    return out;
  });

/** The creator's wall settings: amounts shown or not, and the blocked words. */
export const wallSettingsSchema = z.object({
  show_amounts: z.boolean(),
  blocked_words: z.array(z.string()),
});
export type WallSettings = z.infer<typeof wallSettingsSchema>;

export const wallSettingsUpdateSchema = z
  .object({
    show_amounts: z.boolean({ error: WALL_MODERATION_MESSAGES.showAmountsInvalid }).optional(),
    blocked_words: blockedWordsSchema.optional(),
  })
  .refine((value) => value.show_amounts !== undefined || value.blocked_words !== undefined, {
    message: WALL_MODERATION_MESSAGES.updateEmpty,
  });
export type WallSettingsUpdate = z.output<typeof wallSettingsUpdateSchema>;
