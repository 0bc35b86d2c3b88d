import { type PageReportField, pageReportSchema, type ReportPage, reportUrls } from '@enlaza/shared/reports';
import { validateForm } from '@enlaza/shared/validation';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { presentThemeRow } from '../../accounts/theme.presenter';
import { AppError } from '../../http/errors';
import { acceptFormPosts } from '../../http/form-posts';
import type { PublicCreatorRow, PublicReads } from '../../ports/public-reads';
import type { PagesDeps } from '../pages-deps';
import type { PageSender } from './page-sender';

type UsernameParams = { Params: { username: string }; Querystring: { denuncia?: unknown } };

const SENT = 'enviada';
const FIELDS: readonly PageReportField[] = ['reason', 'details', 'contact_email'];

/** A form field as typed (over-long text is kept, so the schema refuses it rather than dropping it). */
function typed(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

function reportPage(creator: PublicCreatorRow): ReportPage {
  return {
    kind: 'report',
    creator: {
      full_name: creator.full_name,
      username: creator.username,
      profile_image: creator.profile_image,
      theme: presentThemeRow(creator),
    },
    values: { reason: '', details: '', contact_email: '' },
    errors: {},
    formError: null,
    sent: false,
  };
}

/**
 * 'Denunciar' without JavaScript (issue 22): GET /u/{username}/denunciar is the report form rendered
 * on the server; its POST validates with the API's own schema, stores the report through the same
 * port (same per-IP limit) and comes back with 'Recibimos tu denuncia' (303), or renders the form
 * again with the Spanish messages and what was typed. A suspended page answers 403 here too.
 */
export async function reportFormRoutes(
  app: FastifyInstance,
  deps: PagesDeps,
  service: PublicReads,
  send: PageSender,
): Promise<void> {
  const missing = (reply: FastifyReply, username: string) =>
    send(reply, { kind: 'not-found', what: 'profile', username: username.slice(0, 60) }, 404);

  await app.register(async (scope) => {
    acceptFormPosts(scope);

    scope.get<UsernameParams>('/u/:username/denunciar', async (request, reply) => {
      const creator = await service.creator(request.params.username);
      if (!creator) return missing(reply, request.params.username);
      const sent = request.query.denuncia === SENT;
      return send(reply.header('x-robots-tag', 'noindex'), { ...reportPage(creator), sent });
    });

    scope.post<UsernameParams>('/u/:username/denunciar', async (request, reply) => {
      const creator = await service.creator(request.params.username);
      if (!creator) return missing(reply, request.params.username);
      const values = {
        reason: typed(request.body, 'reason'),
        details: typed(request.body, 'details'),
        contact_email: typed(request.body, 'contact_email'),
      };
      const again = (status: number, errors: ReportPage['errors'], formError: string | null) =>
        send(reply, { ...reportPage(creator), values, errors, formError }, status);
      const checked = validateForm(pageReportSchema, values);
      if (!checked.ok) {
        const errors: ReportPage['errors'] = {};
        for (const field of FIELDS) if (checked.errors[field]) errors[field] = checked.errors[field];
        return again(400, errors, null);
      }
      try {
        await deps.pageReports.report(creator.id, checked.data, request.ip);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return again(error.statusCode, {}, error.message);
      }
      const back = `${reportUrls.form('', creator.username)}?denuncia=${SENT}`;
      return reply.header('cache-control', 'no-store').redirect(back, 303);
    });
  });
}
