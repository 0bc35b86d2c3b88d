import {
  ADMIN_LIMITS,
  ADMIN_MESSAGES,
  ADMIN_ROLE,
  type AdminAuditEntry,
  type AdminCreator,
  type AdminReportedPage,
  type AdminSummary,
  type ReportStatus,
} from '@enlaza/shared/admin';
import { argentinaToday } from '@enlaza/shared/events';
import { enqueueMail } from '../../db/mail-queue.repository';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { AuthContext } from '../../lib/session-store';
import {
  presentAdminCreator,
  presentAuditEntry,
  presentReportedPage,
  presentSummary,
} from './admin.presenter';
import { AdminRepository, accountEmail, appendAudit, auditEntries } from './admin.repository';
import type { AdminDeps } from './admin-deps';

/** The first instant of the current Argentine month (UTC−3, no daylight saving), as ISO text. */
export function argentinaMonthStart(now: Date): string {
  return `${argentinaToday(now).slice(0, 7)}-01T03:00:00.000Z`;
}

/**
 * The operator console (issue 22): figures, creators, the reports queue, suspensions and the audit
 * log. Every action is written to admin_audit in the same transaction as the change it records.
 */
export class AdminService {
  private readonly repo: AdminRepository;

  constructor(private readonly deps: AdminDeps) {
    this.repo = new AdminRepository(deps.database.db);
  }

  private get db() {
    return this.deps.database.db;
  }

  private now(): string {
    return this.deps.clock.now().toISOString();
  }

  async summary(): Promise<AdminSummary> {
    const [counts, verified] = await Promise.all([
      this.repo.counts(argentinaMonthStart(this.deps.clock.now())),
      this.repo.verifiedCount(),
    ]);
    return presentSummary(counts, verified);
  }

  /** Each price index's latest value and date and its daily refresh (issue 33). */
  indices() {
    return this.deps.indices.operatorView();
  }

  /** Whether the account may use the console now (read on every console request: a suspension holds at once). */
  hasConsole(userId: number): Promise<boolean> {
    return this.repo.hasConsole(userId, ADMIN_ROLE);
  }

  /** The creators' list shows emails: every read is in the audit log (one creator found: named as the target). */
  async creators(actor: AuthContext, q: string): Promise<AdminCreator[]> {
    const rows = await this.repo.creators(q, ADMIN_LIMITS.listMax);
    const [only] = rows;
    await this.recordRead(actor, {
      action: 'view-creators',
      target_user_id: rows.length === 1 && only ? only.id : null,
      target_label: q ? ADMIN_MESSAGES.audit.search(q) : ADMIN_MESSAGES.audit.allCreators,
    });
    return rows.map((row) => presentAdminCreator(row, this.deps.config.publicUrl));
  }

  /**
   * The queue, one row per page (a flood on one page is one row). It shows the reporters' contact
   * emails: every read is in the audit log.
   */
  async reports(actor: AuthContext, status: ReportStatus): Promise<AdminReportedPage[]> {
    const pages = await this.repo.reportedPages(status, ADMIN_LIMITS.listMax);
    const ids = pages.map((page) => page.creator_id);
    const [reasons, latest] = await Promise.all([
      this.repo.reasonCounts(status, ids),
      this.repo.latestReports(status, ids, ADMIN_LIMITS.reportsPerPage),
    ]);
    await this.recordRead(actor, {
      action: 'view-reports',
      target_user_id: null,
      target_label: ADMIN_MESSAGES.audit.reportsQueue(status),
    });
    return pages.map((page) =>
      presentReportedPage(
        page,
        reasons.filter((row) => row.user_id === page.creator_id),
        latest.filter((row) => row.user_id === page.creator_id),
        this.deps.config.publicUrl,
      ),
    );
  }

  private async recordRead(
    actor: AuthContext,
    read: { action: string; target_user_id: number | null; target_label: string },
  ): Promise<void> {
    await appendAudit(this.db, {
      actor_id: actor.userId,
      actor_email: await this.actorEmail(actor),
      ...read,
      reason: null,
      created_at: this.now(),
    });
  }

  /** Nobody acts on their own account: another operator must (403, nothing changes). */
  private refuseSelf(actor: AuthContext, creatorId: number): void {
    if (actor.userId === creatorId) throw forbidden(ADMIN_MESSAGES.selfAction);
  }

  async audit(limit?: number): Promise<AdminAuditEntry[]> {
    return (await auditEntries(this.db, limit)).map(presentAuditEntry);
  }

  private async actorEmail(actor: AuthContext): Promise<string> {
    return (await accountEmail(this.db, actor.userId))?.email ?? actor.username;
  }

  async dismissReport(actor: AuthContext, reportId: number): Promise<void> {
    const report = await this.repo.report(reportId);
    if (!report) throw notFound(ADMIN_MESSAGES.reportNotFound);
    this.refuseSelf(actor, report.user_id);
    const actorEmail = await this.actorEmail(actor);
    const now = this.now();
    await this.db.transaction().execute(async (trx) => {
      if (!(await this.repo.resolveReport(trx, reportId, 'dismissed', now))) {
        throw conflict(ADMIN_MESSAGES.reportAlreadyResolved);
      }
      await appendAudit(trx, {
        actor_id: actor.userId,
        actor_email: actorEmail,
        action: 'dismiss-report',
        target_user_id: report.user_id,
        target_label: `${report.username} (denuncia ${report.id})`,
        reason: null,
        created_at: now,
      });
    });
  }

  /** 'Descartar' on a page's row of the queue: every open report on that page, at once. */
  async dismissPageReports(actor: AuthContext, creatorId: number): Promise<void> {
    this.refuseSelf(actor, creatorId);
    const creator = await this.repo.creatorById(creatorId);
    if (!creator) throw notFound(ADMIN_MESSAGES.creatorNotFound);
    const actorEmail = await this.actorEmail(actor);
    const now = this.now();
    await this.db.transaction().execute(async (trx) => {
      const dismissed = await this.repo.resolveReportsOf(trx, creatorId, 'dismissed', now);
      if (dismissed === 0) throw conflict(ADMIN_MESSAGES.noOpenReports);
      await appendAudit(trx, {
        actor_id: actor.userId,
        actor_email: actorEmail,
        action: 'dismiss-reports',
        target_user_id: creatorId,
        target_label: `${creator.username} (${ADMIN_MESSAGES.reports.count(dismissed)})`,
        reason: null,
        created_at: now,
      });
    });
  }

  /**
   * Suspends the page: every public read of it answers 403 from now on (the cached reads go on every
   * copy), its open reports are resolved, and the creator gets a mail with the reason. An operator's
   * sessions end with it (a creator keeps theirs, to read the reason), and the console refuses them
   * while suspended.
   */
  async suspend(actor: AuthContext, creatorId: number, reason: string): Promise<void> {
    this.refuseSelf(actor, creatorId);
    const creator = await this.repo.creatorById(creatorId);
    if (!creator) throw notFound(ADMIN_MESSAGES.creatorNotFound);
    const actorEmail = await this.actorEmail(actor);
    const now = this.now();
    await this.db.transaction().execute(async (trx) => {
      if (!(await this.repo.suspend(trx, creatorId, reason, now))) {
        throw conflict(ADMIN_MESSAGES.alreadySuspended);
      }
      await this.repo.resolveReportsOf(trx, creatorId, 'suspended', now);
      if (creator.role === ADMIN_ROLE) await this.deps.sessions.endAll(creatorId, trx);
      await appendAudit(trx, {
        actor_id: actor.userId,
        actor_email: actorEmail,
        action: 'suspend',
        target_user_id: creatorId,
        target_label: creator.username,
        reason,
        created_at: now,
      });
      await enqueueMail(
        trx,
        {
          kind: 'page_suspended',
          recipient: creator.email,
          userId: creatorId,
          donationId: null,
          payload: { reason },
          dedupeKey: `page_suspended:${creatorId}:${now}`,
        },
        now,
      );
    });
    await this.deps.pageChanges.creatorChanged(creatorId, { featured: true });
  }

  async reactivate(actor: AuthContext, creatorId: number): Promise<void> {
    this.refuseSelf(actor, creatorId);
    const creator = await this.repo.creatorById(creatorId);
    if (!creator) throw notFound(ADMIN_MESSAGES.creatorNotFound);
    const actorEmail = await this.actorEmail(actor);
    const now = this.now();
    await this.db.transaction().execute(async (trx) => {
      if (!(await this.repo.reactivate(trx, creatorId))) throw conflict(ADMIN_MESSAGES.notSuspended);
      await appendAudit(trx, {
        actor_id: actor.userId,
        actor_email: actorEmail,
        action: 'reactivate',
        target_user_id: creatorId,
        target_label: creator.username,
        reason: null,
        created_at: now,
      });
    });
    await this.deps.pageChanges.creatorChanged(creatorId, { featured: true });
  }
}
