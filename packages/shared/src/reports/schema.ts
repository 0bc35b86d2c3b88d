import { z } from 'zod';
import { EMAIL_PATTERN } from '../validation/validate';
import { PAGE_REPORT_MESSAGES as M, PAGE_REPORT_LIMITS, PAGE_REPORT_REASONS } from './messages';

/** POST /public/{username}/reports (and the form at /u/{username}/denunciar). */
export const pageReportSchema = z.object({
  reason: z.enum(PAGE_REPORT_REASONS, { error: M.reasonInvalid }),
  details: z
    .union([z.string(), z.null()], { error: M.detailsInvalid })
    .optional()
    .transform((value, ctx) => {
      const text = value?.trim() ?? '';
      if (text.length > PAGE_REPORT_LIMITS.detailsMax) {
        ctx.addIssue({ code: 'custom', message: M.detailsMax });
        return z.NEVER;
      }
      return text;
    }),
  contact_email: z
    .union([z.string(), z.null()], { error: M.contactEmailInvalid })
    .optional()
    .transform((value, ctx) => {
      const text = value?.trim() ?? '';
      if (text === '') return null;
      if (text.length > PAGE_REPORT_LIMITS.contactEmailMax) {
        ctx.addIssue({ code: 'custom', message: M.contactEmailMax });
        return z.NEVER;
      }
      if (!EMAIL_PATTERN.test(text)) {
        ctx.addIssue({ code: 'custom', message: M.contactEmailInvalid });
        return z.NEVER;
      }
      return text.toLowerCase();
    }),
});
export type PageReportInput = z.output<typeof pageReportSchema>;
export type PageReportField = 'reason' | 'details' | 'contact_email';
