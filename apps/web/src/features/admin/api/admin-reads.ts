import type {
  AdminAuditEntry,
  AdminCreator,
  AdminReportedPage,
  AdminSummary,
  adminContract,
  ReportStatus,
} from '@enlaza/shared/admin';
import type { Answer } from '@enlaza/shared/http';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /admin/summary → data.summary. */
export async function getAdminSummary(signal?: AbortSignal): Promise<AdminSummary> {
  return (await api.get<Answer<typeof adminContract.summary>>('/admin/summary', { signal })).data.summary;
}

export const adminSummaryQuery = () =>
  queryOptions({ queryKey: queryKeys.admin.summary, queryFn: ({ signal }) => getAdminSummary(signal) });

/** GET /admin/creators?q= → data.creators. */
export async function getAdminCreators(q: string, signal?: AbortSignal): Promise<AdminCreator[]> {
  const answer = await api.get<Answer<typeof adminContract.creators>>('/admin/creators', {
    signal,
    query: { q: q || undefined },
  });
  return answer.data.creators;
}

export const adminCreatorsQuery = (q: string) =>
  queryOptions({
    queryKey: queryKeys.admin.creators(q),
    queryFn: ({ signal }) => getAdminCreators(q, signal),
  });

/** GET /admin/reports?status= → data.pages (one row per reported page). */
export async function getAdminReports(
  status: ReportStatus,
  signal?: AbortSignal,
): Promise<AdminReportedPage[]> {
  const answer = await api.get<Answer<typeof adminContract.reports>>('/admin/reports', {
    signal,
    query: { status },
  });
  return answer.data.pages;
}

export const adminReportsQuery = (status: ReportStatus) =>
  queryOptions({
    queryKey: queryKeys.admin.reports(status),
    queryFn: ({ signal }) => getAdminReports(status, signal),
  });

/** GET /admin/audit → data.entries. */
export async function getAdminAudit(signal?: AbortSignal): Promise<AdminAuditEntry[]> {
  return (await api.get<Answer<typeof adminContract.audit>>('/admin/audit', { signal })).data.entries;
}

export const adminAuditQuery = () =>
  queryOptions({ queryKey: queryKeys.admin.audit, queryFn: ({ signal }) => getAdminAudit(signal) });
