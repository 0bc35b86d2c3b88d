import { PUBLIC_MESSAGES } from '@enlaza/shared/public';
import { pageReportsContract as contract, PAGE_REPORT_MESSAGES } from '@enlaza/shared/reports';
import type { Api } from '../../http/api';
import { notFound } from '../../http/errors';
import type { ReportsRoutesDeps } from './reports-deps';

/** POST /public/{username}/reports: 'Denunciar' on a page (no session; rate-limited per IP). */
export async function reportsRoutes(app: Api, deps: ReportsRoutesDeps): Promise<void> {
  app.post('/public/:username/reports', { schema: contract.create }, async (request, reply) => {
    const creator = await deps.publicReads.creator(request.params.username);
    if (!creator) throw notFound(PUBLIC_MESSAGES.userNotFound);
    await deps.pageReports.report(creator.id, request.body, request.ip);
    return reply.status(201).send({ success: true as const, message: PAGE_REPORT_MESSAGES.received });
  });
}
