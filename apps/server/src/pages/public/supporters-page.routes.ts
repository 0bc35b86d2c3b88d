import { supporterReportSchema, supportersQuerySchema } from '@enlaza/shared/donations';
import { PUBLIC_MESSAGES, publicUrls, type SupportersWallPage } from '@enlaza/shared/public';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { presentThemeRow } from '../../accounts/theme.presenter';
import { AppError } from '../../http/errors';
import { acceptFormPosts, formField } from '../../http/form-posts';
import type { PublicCreatorRow, PublicReads } from '../../ports/public-reads';
import type { PagesDeps } from '../pages-deps';
import type { PageSender } from './page-sender';

type UsernameParams = { Params: { username: string }; Querystring: { page?: unknown; denuncia?: unknown } };
type ReportParams = { Params: { username: string; entryId: string } };

const REPORTED = 'enviada';

/**
 * The supporters' wall without JavaScript (issue 20): GET /u/{username}/apoyos, every approved
 * contribution by pages of 20 ('Anteriores' / 'Siguientes'); each entry's 'Denunciar' form posts to
 * /u/{username}/apoyos/{entryId}/denunciar, which stores the report and comes back (303), or shows
 * the page again with the Spanish message.
 */
export async function supportersPageRoutes(
  app: FastifyInstance,
  deps: PagesDeps,
  service: PublicReads,
  send: PageSender,
): Promise<void> {
  async function wallPage(creator: PublicCreatorRow, page: number): Promise<SupportersWallPage> {
    return {
      kind: 'supporters',
      now: deps.clock.now().toISOString(),
      creator: {
        full_name: creator.full_name,
        username: creator.username,
        profile_image: creator.profile_image,
        theme: presentThemeRow(creator),
      },
      wall: await deps.supporters.page(creator.id, page),
      reported: false,
      reportError: null,
    };
  }

  const missing = (reply: FastifyReply, username: string) =>
    send(reply, { kind: 'not-found', what: 'profile', username: username.slice(0, 60) }, 404);

  await app.register(async (scope) => {
    acceptFormPosts(scope);

    scope.get<UsernameParams>('/u/:username/apoyos', async (request, reply) => {
      const creator = await service.creator(request.params.username);
      if (!creator) return missing(reply, request.params.username);
      const query = supportersQuerySchema.safeParse({ page: request.query.page });
      if (!query.success) return reply.redirect(publicUrls.supporters('', creator.username), 302);
      const page = await wallPage(creator, query.data.page);
      return send(reply, { ...page, reported: request.query.denuncia === REPORTED });
    });

    scope.post<ReportParams>('/u/:username/apoyos/:entryId/denunciar', async (request, reply) => {
      const creator = await service.creator(request.params.username);
      if (!creator) return missing(reply, request.params.username);
      const { entryId } = request.params;
      const reason = formField(request.body, 'reason') ?? '';
      const again = async (status: number, message: string) =>
        send(reply, { ...(await wallPage(creator, 1)), reportError: { entryId, reason, message } }, status);
      const parsed = supporterReportSchema.safeParse({ reason });
      if (!parsed.success) return again(400, parsed.error.issues[0]?.message ?? PUBLIC_MESSAGES.userNotFound);
      try {
        if (!(await deps.supporters.report(creator.id, entryId, parsed.data.reason, request.ip))) {
          return missing(reply, request.params.username);
        }
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return again(error.statusCode, error.message);
      }
      const back = `${publicUrls.supporters('', creator.username)}?denuncia=${REPORTED}`;
      return reply.header('cache-control', 'no-store').redirect(back, 303);
    });
  });
}
