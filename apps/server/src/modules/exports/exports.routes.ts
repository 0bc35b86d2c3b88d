import { argentinaToday } from '@enlaza/shared/events';
import { exportsContract as contract, type ExportKind, exportFileName } from '@enlaza/shared/exports';
import type { FastifyReply } from 'fastify';
import type { CreatorApi } from '../../http/api';
import { AccountExporter } from './account-export';
import { donationsCsv, eventsCsv, linksCsv, subscribersCsv } from './csv-exports';
import type { ExportsDeps } from './exports-deps';

/**
 * The creator's downloads (issue 14 §5): links, events, donations and fans' emails (issue 24) as CSV and the whole account
 * as JSON, each a file named after the Argentine day. Only the caller's rows: every read takes
 * their id.
 */
export async function exportsRoutes(app: CreatorApi, deps: ExportsDeps): Promise<void> {
  const exporter = new AccountExporter(deps);

  const asFile = (reply: FastifyReply, kind: ExportKind) =>
    reply.header(
      'content-disposition',
      `attachment; filename="${exportFileName(kind, argentinaToday(deps.clock.now()))}"`,
    );
  const csv = (reply: FastifyReply, kind: ExportKind, body: string) =>
    asFile(reply, kind).type('text/csv; charset=utf-8').send(body);

  app.get('/exports/links.csv', { schema: contract.links }, async (request, reply) =>
    csv(reply, 'links', linksCsv(await exporter.linkList(request.auth.userId))),
  );
  app.get('/exports/events.csv', { schema: contract.events }, async (request, reply) =>
    csv(reply, 'events', eventsCsv(await exporter.eventList(request.auth.userId))),
  );
  app.get('/exports/donations.csv', { schema: contract.donations }, async (request, reply) =>
    csv(
      reply,
      'donations',
      donationsCsv(
        await exporter.donationList(request.auth.userId),
        await exporter.transferList(request.auth.userId),
      ),
    ),
  );
  app.get('/exports/subscribers.csv', { schema: contract.subscribers }, async (request, reply) =>
    csv(reply, 'subscribers', subscribersCsv(await exporter.subscriberList(request.auth.userId))),
  );
  app.get('/exports/account.json', { schema: contract.account }, async (request, reply) => {
    const account = await exporter.account(request.auth.userId);
    return asFile(reply, 'account').send(account);
  });
}
