import { z } from 'zod';
import { ACTIVITY_KINDS, ACTIVITY_MESSAGES } from './messages';

export const activityEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(ACTIVITY_KINDS),
  description: z.string(),
  date: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** GET /stats/activity?before={id}: older entries, newest first. */
export const activityQuerySchema = z.object({
  before: z.coerce
    .number({ error: ACTIVITY_MESSAGES.cursorInvalid })
    .int({ error: ACTIVITY_MESSAGES.cursorInvalid })
    .positive({ error: ACTIVITY_MESSAGES.cursorInvalid })
    .max(2_147_483_647, { error: ACTIVITY_MESSAGES.cursorInvalid })
    .optional(),
});

export const activityResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    activities: z.array(activityEntrySchema),
    /** Pass as `before` to read further; null at the start of the log. */
    nextCursor: z.number().int().nullable(),
  }),
});
export type ActivityPage = z.infer<typeof activityResponseSchema>['data'];
