import { z } from 'zod';
import { requiredText } from '../validation/validate';
import { ADMIN_LIMITS, ADMIN_MESSAGES as M } from './messages';

export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** POST /admin/creators/{id}/suspend. */
export const suspendSchema = z.object({
  reason: requiredText(M.reasonRequired).max(ADMIN_LIMITS.reasonMax, M.reasonMax),
});
export type SuspendInput = z.output<typeof suspendSchema>;

/** GET /admin/creators?q=: blank lists the newest creators. */
export const creatorsQuerySchema = z.object({
  q: z
    .string({ error: M.searchMax })
    .max(ADMIN_LIMITS.searchMax, M.searchMax)
    .optional()
    .transform((value) => value?.trim() ?? ''),
});

/** GET /admin/reports?status=: open by default. */
export const reportsQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES, { error: M.statusInvalid }).optional().default('open'),
});
