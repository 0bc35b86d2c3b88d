import {
  ADMIN_LIMITS,
  ADMIN_MESSAGES,
  type AdminAuditEntry,
  type AdminCreator,
  type AdminReport,
  type AdminSummary,
  type ReportStatus,
} from '@enlaza/shared/admin';
import { argentinaToday } from '@enlaza/shared/events';
import { enqueueMail } from '../../db/mail-queue.repository';
import { conflict, notFound } from '../../http/errors';
import type { AuthContext } from '../../lib/session-store';
import {
  presentAdminCreator,
  presentAdminReport,
  presentAuditEntry,
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

  async creators(q: string): Promise<AdminCreator[]> {
    const rows = await this.repo.creators(q, ADMIN_LIMITS.listMax);
    return rows.map((row) => presentAdminCreator(row, this.deps.config.publicUrl));
  }

  async reports(status: ReportStatus): Promise<AdminReport[]> {
    const rows = await this.repo.reports(status, ADMIN_LIMITS.listMax);
    return rows.map((row) => presentAdminReport(row, this.deps.config.publicUrl));
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

  /**
   * Suspends the page: every public read of it answers 403 from now on (the cached reads go on every
   * copy), its open reports are resolved, and the creator gets a mail with the reason.
   */
  async suspend(actor: AuthContext, creatorId: number, reason: string): Promise<void> {
    const creator = await this.repo.creatorById(creatorId);
    if (!creator) throw notFound(ADMIN_MESSAGES.creatorNotFound);
    const actorEmail = await this.actorEmail(actor);
    const now = this.now();
    await this.db.transaction().execute(async (trx) => {
      if (!(await this.repo.suspend(trx, creatorId, reason, now))) {
        throw conflict(ADMIN_MESSAGES.alreadySuspended);
      }
      await this.repo.resolveReportsOf(trx, creatorId, 'suspended', now);
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
