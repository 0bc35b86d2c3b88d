import type { AdminAuditEntry, AdminCreator, AdminReportedPage, AdminSummary } from '@enlaza/shared/admin';
import { Money } from '@enlaza/shared/money';
import { publicUrls } from '@enlaza/shared/public';
import type { PageReportReason } from '@enlaza/shared/reports';
import type { AdminCreatorRow, AdminRepository, auditEntries } from './admin.repository';

type PageRow = Awaited<ReturnType<AdminRepository['reportedPages']>>[number];
type ReasonRow = Awaited<ReturnType<AdminRepository['reasonCounts']>>[number];
type ReportRow = Awaited<ReturnType<AdminRepository['latestReports']>>[number];
type AuditRow = Awaited<ReturnType<typeof auditEntries>>[number];
type Counts = Awaited<ReturnType<AdminRepository['counts']>>;

const pesos = (cents: number | string | null) => Money.fromCents(Number(cents ?? 0)).pesos;

export function presentSummary(counts: Counts, verified: number | null): AdminSummary {
  return {
    creators: counts.creators,
    verified,
    active_pages: counts.activePages,
    approved_donations_month: counts.approvedCount,
    approved_amount_month: pesos(counts.approvedCents),
    commission_month: pesos(counts.commissionCents),
    open_reports: counts.openReports,
  };
}

/** A creator for the console: what an operator needs, never a token or a password hash. */
export function presentAdminCreator(row: AdminCreatorRow, publicUrl: string): AdminCreator {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    full_name: row.full_name,
    role: row.role === 'admin' ? 'admin' : 'creator',
    created_at: row.created_at,
    page_url: publicUrls.profile(publicUrl, row.username),
    suspended: row.suspended_at !== null,
    suspended_at: row.suspended_at,
    suspension_reason: row.suspension_reason,
    payment_connection: row.payment_status ?? 'none',
    music_connection: row.music_status ?? 'none',
    approved_donations: Number(row.approved_count),
    approved_amount: pesos(row.approved_cents),
  };
}

/** A page's row of the queue: its counts, reasons (most frequent first) and newest reports. */
export function presentReportedPage(
  page: PageRow,
  reasons: readonly ReasonRow[],
  reports: readonly ReportRow[],
  publicUrl: string,
): AdminReportedPage {
  return {
    creator: {
      id: page.creator_id,
      username: page.username,
      full_name: page.full_name,
      page_url: publicUrls.profile(publicUrl, page.username),
      suspended: page.suspended_at !== null,
    },
    count: Number(page.n),
    reasons: reasons
      .map((row) => ({ reason: row.reason as PageReportReason, count: Number(row.n) }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
    first_at: page.first_at,
    last_at: page.last_at,
    reports: reports.map((row) => ({
      id: row.id,
      reason: row.reason as PageReportReason,
      details: row.details,
      contact_email: row.contact_email,
      status: row.status === 'resolved' ? 'resolved' : 'open',
      resolution: row.resolution,
      created_at: row.created_at,
      resolved_at: row.resolved_at,
    })),
  };
}

export function presentAuditEntry(row: AuditRow): AdminAuditEntry {
  return {
    id: row.id,
    actor_email: row.actor_email,
    action: row.action,
    target_user_id: row.target_user_id,
    target_label: row.target_label,
    reason: row.reason,
    created_at: row.created_at,
  };
}
