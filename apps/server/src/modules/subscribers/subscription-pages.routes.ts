import { fanSubscribeSchema, SUBSCRIBER_MESSAGES as M, SUBSCRIBER_PATHS } from '@enlaza/shared/subscribers';
import { validateForm } from '@enlaza/shared/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import { acceptFormPosts, formField, sendHtml } from '../../integrations/simulator-http';
import type { SubscribersService } from './subscribers.service';
import {
  confirmedPage,
  confirmPage,
  type FanFormView,
  fanFormPage,
  fanSentPage,
  invalidLinkPage,
  messagePage,
  unsubscribedPage,
  unsubscribePage,
} from './subscription-pages';

type UsernameParams = { Params: { username: string } };

function queryToken(request: FastifyRequest): string {
  const { token } = request.query as { token?: unknown };
  return typeof token === 'string' ? token : '';
}

/**
 * The fan's side without JavaScript (issue 24): the public block's form posts to
 * /u/{username}/novedades and gets a rendered answer; the mails' links open
 * /suscripcion/confirmar and /suscripcion/baja. Opening a link changes nothing (mail scanners
 * fetch links): each page has one button that posts the token back. The unsubscribe POST also
 * takes the token from the query string, which is what a mail app's RFC 8058 one-click sends.
 * Tokens travel in the query string and form bodies only (the request log keeps neither).
 */
export async function subscriptionPagesRoutes(
  app: FastifyInstance,
  service: SubscribersService,
): Promise<void> {
  await app.register(async (scope) => {
    acceptFormPosts(scope);
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('referrer-policy', 'no-referrer');
    });

    const html = (reply: FastifyReply, body: string, status = 200) => sendHtml(reply, body, status);
    const noPage = (reply: FastifyReply) => html(reply, messagePage(M.formTitle, M.blockOff), 404);

    /** The creator, or the answer already sent (404 or the suspended page's 403). */
    async function creatorOr(reply: FastifyReply, username: string) {
      try {
        const creator = await service.openCreator(username);
        if (!creator) noPage(reply);
        return creator;
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 403) throw error;
        html(reply, messagePage(M.formTitle, error.message), 403);
        return null;
      }
    }

    scope.get<UsernameParams>('/u/:username/novedades', async (request, reply) => {
      const creator = await creatorOr(reply, request.params.username);
      if (!creator) return reply;
      return html(reply, fanFormPage({ creator, email: '', consent: false, errors: {}, formError: null }));
    });

    scope.post<UsernameParams>('/u/:username/novedades', async (request, reply) => {
      const creator = await creatorOr(reply, request.params.username);
      if (!creator) return reply;
      const email = formField(request.body, 'email') ?? '';
      const consent = formField(request.body, 'consent') === 'on';
      const view: FanFormView = { creator, email, consent, errors: {}, formError: null };
      const checked = validateForm(fanSubscribeSchema, {
        email,
        consent,
        source_page: formField(request.body, 'source_page') ?? undefined,
      });
      if (!checked.ok) {
        const errors = { email: checked.errors.email, consent: checked.errors.consent };
        return html(reply, fanFormPage({ ...view, errors }), 400);
      }
      try {
        await service.subscribe(creator, checked.data, request.ip);
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 429) throw error;
        return html(reply, fanFormPage({ ...view, formError: M.tooMany }), 429);
      }
      return html(reply, fanSentPage(creator));
    });

    scope.get(SUBSCRIBER_PATHS.confirm, async (request, reply) => {
      const token = queryToken(request);
      const creator = await service.openConfirmation(token);
      return creator ? html(reply, confirmPage(creator, token)) : html(reply, invalidLinkPage(), 410);
    });

    scope.post(SUBSCRIBER_PATHS.confirm, async (request, reply) => {
      const creator = await service.confirm(formField(request.body, 'token') ?? '', request.ip);
      return creator ? html(reply, confirmedPage(creator)) : html(reply, invalidLinkPage(), 410);
    });

    scope.get(SUBSCRIBER_PATHS.unsubscribe, async (request, reply) => {
      const token = queryToken(request);
      const creator = await service.openUnsubscribe(token);
      // Already off the list (or never on it): nothing to press.
      return html(reply, creator ? unsubscribePage(creator, token) : unsubscribedPage(null));
    });

    scope.post(SUBSCRIBER_PATHS.unsubscribe, async (request, reply) => {
      const token = formField(request.body, 'token') ?? queryToken(request);
      return html(reply, unsubscribedPage(await service.unsubscribe(token, request.ip)));
    });
  });
}
