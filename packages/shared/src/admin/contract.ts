import { z } from 'zod';
import { csvExportSchema } from '../exports/contract';
import { failures, idParams, noInput, ok, okMessage } from '../http/contract';
import { PAGE_REPORT_REASONS } from '../reports/messages';
import { ADMIN_MESSAGES as M } from './messages';
import { creatorsQuerySchema, REPORT_STATUSES, reportsQuerySchema, suspendSchema } from './schema';

export const adminSummarySchema = z.object({
  creators: z.number(),
  /** Null until accounts carry a verified email. */
  verified: z.number().nullable(),
  active_pages: z.number(),
  approved_donations_month: z.number(),
  /** Pesos. */
  approved_amount_month: z.number(),
  /** Pesos. */
  commission_month: z.number(),
  open_reports: z.number(),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;

/** One creator as the console lists them: never a token, a password or a session. */
export const adminCreatorSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  full_name: z.string(),
  role: z.string(),
  created_at: z.string(),
  page_url: z.string(),
  suspended: z.boolean(),
  suspended_at: z.string().nullable(),
  suspension_reason: z.string().nullable(),
  /** 'none' or the connection's status ('authorized', 'pending', 'error', 'revoked'). */
  payment_connection: z.string(),
  /** 'none' or 'connected' / 'needs_reconnection'. */
  music_connection: z.string(),
  approved_donations: z.number(),
  /** Pesos. */
  approved_amount: z.number(),
});
export type AdminCreator = z.infer<typeof adminCreatorSchema>;

/** One visitor's report, inside its page's row of the queue. */
export const adminReportSchema = z.object({
  id: z.number(),
  reason: z.enum(PAGE_REPORT_REASONS),
  details: z.string(),
  contact_email: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  resolution: z.string().nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

/**
 * One row of the reports queue: a page and its reports in that status (the count, how many for each
 * reason, the first and the last), with the newest few to read.
 */
export const adminReportedPageSchema = z.object({
  creator: z.object({
    id: z.number(),
    username: z.string(),
    full_name: z.string(),
    page_url: z.string(),
    suspended: z.boolean(),
  }),
  count: z.number(),
  /** Most frequent first. */
  reasons: z.array(z.object({ reason: z.enum(PAGE_REPORT_REASONS), count: z.number() })),
  first_at: z.string(),
  last_at: z.string(),
  /** The newest reports, up to ADMIN_LIMITS.reportsPerPage. */
  reports: z.array(adminReportSchema),
});
export type AdminReportedPage = z.infer<typeof adminReportedPageSchema>;

export const adminAuditEntrySchema = z.object({
  id: z.number(),
  actor_email: z.string(),
  action: z.string(),
  target_user_id: z.number().nullable(),
  target_label: z.string(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

const creatorParams = idParams(M.creatorNotFound);
const reportParams = idParams(M.reportNotFound);
const denied = failures(401, 403);

/** The operator console's API: every route answers 403 to anyone without the 'admin' role. */
export const adminContract = {
  summary: {
    querystring: noInput,
    response: { 200: ok(z.object({ summary: adminSummarySchema })), ...denied },
  },
  creators: {
    querystring: creatorsQuerySchema,
    response: { 200: ok(z.object({ creators: z.array(adminCreatorSchema) })), ...failures(400, 401, 403) },
  },
  reports: {
    querystring: reportsQuerySchema,
    response: { 200: ok(z.object({ pages: z.array(adminReportedPageSchema) })), ...failures(400, 401, 403) },
  },
  dismiss: {
    params: reportParams,
    response: { 200: okMessage, ...failures(401, 403, 404, 409) },
  },
  /** Dismisses every open report on the creator's page at once (the queue shows one row per page). */
  dismissPage: {
    params: creatorParams,
    response: { 200: okMessage, ...failures(401, 403, 404, 409) },
  },
  suspend: {
    params: creatorParams,
    body: suspendSchema,
    response: { 200: okMessage, ...failures(400, 401, 403, 404, 409) },
  },
  reactivate: {
    params: creatorParams,
    response: { 200: okMessage, ...failures(401, 403, 404, 409) },
  },
  audit: {
    querystring: noInput,
    response: { 200: ok(z.object({ entries: z.array(adminAuditEntrySchema) })), ...denied },
  },
  auditCsv: {
    querystring: noInput,
    response: { 200: csvExportSchema, ...denied },
  },
} as const;
