import { ADMIN_MESSAGES, ADMIN_ROLE, adminContract as contract } from '@enlaza/shared/admin';
import { argentinaToday } from '@enlaza/shared/events';
import { indicesContract } from '@enlaza/shared/indices';
import type { CreatorApi, CreatorTypeProvider } from '../../http/api';
import { forbidden } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { hasRole } from '../../lib/roles';
import type { AdminService } from './admin.service';
import { auditCsv } from './admin-audit';

/**
 * The operator console's API (issue 22) under /admin: inside the creator tree (a session is needed,
 * else 401), and every route refuses (403) an account without the 'admin' role before anything else.
 * The audit log has no route that changes or deletes an entry.
 */
export async function adminRoutes(creator: CreatorApi, service: AdminService, clock: Clock): Promise<void> {
  await creator.register(async (scope) => {
    // Runs after the creator tree's own hook has resolved the session (or refused it with 401).
    // The suspension is read on every request too: a suspended operator is out at once.
    scope.addHook('preValidation', async (request) => {
      const auth = request.auth;
      if (!auth || !hasRole(auth.role, ADMIN_ROLE) || !(await service.hasConsole(auth.userId))) {
        throw forbidden(ADMIN_MESSAGES.forbidden);
      }
    });
    const app = scope.withTypeProvider<CreatorTypeProvider>();

    app.get('/admin/summary', { schema: contract.summary }, async () => ({
      success: true as const,
      data: { summary: await service.summary() },
    }));

    app.get('/admin/creators', { schema: contract.creators }, async (request) => ({
      success: true as const,
      data: { creators: await service.creators(request.auth, request.query.q) },
    }));

    app.get('/admin/reports', { schema: contract.reports }, async (request) => ({
      success: true as const,
      data: { pages: await service.reports(request.auth, request.query.status) },
    }));

    app.post('/admin/reports/:id/dismiss', { schema: contract.dismiss }, async (request) => {
      await service.dismissReport(request.auth, request.params.id);
      return { success: true as const, message: ADMIN_MESSAGES.dismissedDone };
    });

    app.post('/admin/creators/:id/reports/dismiss', { schema: contract.dismissPage }, async (request) => {
      await service.dismissPageReports(request.auth, request.params.id);
      return { success: true as const, message: ADMIN_MESSAGES.dismissedPageDone };
    });

    app.post('/admin/creators/:id/suspend', { schema: contract.suspend }, async (request) => {
      await service.suspend(request.auth, request.params.id, request.body.reason);
      return { success: true as const, message: ADMIN_MESSAGES.suspendedDone };
    });

    app.post('/admin/creators/:id/reactivate', { schema: contract.reactivate }, async (request) => {
      await service.reactivate(request.auth, request.params.id);
      return { success: true as const, message: ADMIN_MESSAGES.reactivatedDone };
    });

    app.get('/admin/indices', { schema: indicesContract.adminList }, async () => ({
      success: true as const,
      data: await service.indices(),
    }));

    app.get('/admin/audit', { schema: contract.audit }, async () => ({
      success: true as const,
      data: { entries: await service.audit(200) },
    }));

    app.get('/admin/audit.csv', { schema: contract.auditCsv }, async (_request, reply) => {
      const day = argentinaToday(clock.now());
      return reply
        .header('content-disposition', `attachment; filename="auditoria-${day}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(auditCsv(await service.audit()));
    });
  });
}
