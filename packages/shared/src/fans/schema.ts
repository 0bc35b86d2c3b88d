import { z } from 'zod';
import { EMAIL_PATTERN, requiredText } from '../validation/validate';
import { SUBSCRIBER_MESSAGES as M } from './messages';

/** A page of the creator's the fan subscribed from: '/u/ana' or '/e/ana/12'. */
const SOURCE_PAGE = /^\/(u|e)\/[^\s?#]{1,120}$/;

/** POST /api/public/{username}/subscribers and the public block's form. */
export const fanSubscribeSchema = z.object({
  email: requiredText(M.emailRequired)
    .max(254, M.emailInvalid)
    .regex(EMAIL_PATTERN, M.emailInvalid)
    .transform((email) => email.toLowerCase()),
  consent: z.literal(true, { error: M.consentRequired }),
  /** Where the form was; the creator's profile when missing or not one of their pages. */
  source_page: z.string().regex(SOURCE_PAGE).optional().catch(undefined),
});
export type FanSubscribeInput = z.input<typeof fanSubscribeSchema>;

/** PUT /api/subscribers/settings. */
export const subscriberSettingsSchema = z.object({ enabled: z.boolean() });

/** A confirmed subscriber as their creator sees them (no one else ever sees the address). */
export const subscriberResponseSchema = z.object({
  id: z.number(),
  email: z.string(),
  /** ISO instant the fan confirmed. */
  confirmed_at: z.string(),
  source_page: z.string(),
});
export type Subscriber = z.infer<typeof subscriberResponseSchema>;
