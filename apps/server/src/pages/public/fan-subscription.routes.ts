import {
  type FanSubscriptionPage,
  fanSubscribeSchema,
  SUBSCRIBER_MESSAGES as M,
  SUBSCRIBER_PATHS,
} from '@enlaza/shared/fans';
import { validateForm } from '@enlaza/shared/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import { acceptFormPosts, formField } from '../../http/form-posts';
import type { PagesDeps } from '../pages-deps';
import type { PageSender } from './page-sender';

type UsernameParams = { Params: { username: string } };
type FormView = Extract<FanSubscriptionPage, { view: 'form' }>;

function queryToken(request: FastifyRequest): string {
  const { token } = request.query as { token?: unknown };
  return typeof token === 'string' ? token : '';
}

const INVALID: FanSubscriptionPage = { kind: 'fan-subscription', view: 'invalid' };

/**
 * The fan's side without JavaScript (issue 24): the public block's form, and the one on the posts'
 * list page /u/{username}/novedades (posts-page.routes.ts, issue 35), post to that address and get a
 * rendered answer; the mails' links open
 * /suscripcion/confirmar and /suscripcion/baja. Opening a link changes nothing (mail scanners
 * fetch links): each page has one button that posts the token back. The unsubscribe POST also
 * takes the token from the query string, which is what a mail app's RFC 8058 one-click sends.
 * Tokens travel in the query string and form bodies only (the request log keeps neither); no cache
 * keeps an answer and no referrer carries a link on.
 */
export async function fanSubscriptionRoutes(
  app: FastifyInstance,
  deps: PagesDeps,
  send: PageSender,
): Promise<void> {
  const service = deps.subscribers;
  await app.register(async (scope) => {
    acceptFormPosts(scope);
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    });

    const message = (reply: FastifyReply, text: string, status: number) =>
      send(reply, { kind: 'fan-subscription', view: 'message', title: M.formTitle, message: text }, status);

    /** The creator, or the answer already sent (404 or the suspended page's 403). */
    async function creatorOr(reply: FastifyReply, username: string) {
      try {
        const creator = await service.openCreator(username);
        if (!creator) message(reply, M.blockOff, 404);
        return creator;
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 403) throw error;
        message(reply, error.message, 403);
        return null;
      }
    }

    scope.post<UsernameParams>('/u/:username/novedades', async (request, reply) => {
      const creator = await creatorOr(reply, request.params.username);
      if (!creator) return reply;
      const email = formField(request.body, 'email') ?? '';
      const consent = formField(request.body, 'consent') === 'on';
      const view: FormView = {
        kind: 'fan-subscription',
        view: 'form',
        creator: { full_name: creator.full_name, username: creator.username },
        email,
        consent,
        errors: {},
        formError: null,
      };
      const checked = validateForm(fanSubscribeSchema, {
        email,
        consent,
        source_page: formField(request.body, 'source_page') ?? undefined,
      });
      if (!checked.ok) {
        const errors = { email: checked.errors.email, consent: checked.errors.consent };
        return send(reply, { ...view, errors }, 400);
      }
      try {
        await service.subscribe(creator, checked.data, request.ip);
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 429) throw error;
        return send(reply, { ...view, formError: M.tooMany }, 429);
      }
      return send(reply, { kind: 'fan-subscription', view: 'sent', creator: view.creator });
    });

    scope.get(SUBSCRIBER_PATHS.confirm, async (request, reply) => {
      const token = queryToken(request);
      const creator = await service.openConfirmation(token);
      if (!creator) return send(reply, INVALID, 410);
      return send(reply, { kind: 'fan-subscription', view: 'confirm', creator: pick(creator), token });
    });

    scope.post(SUBSCRIBER_PATHS.confirm, async (request, reply) => {
      const creator = await service.confirm(formField(request.body, 'token') ?? '', request.ip);
      if (!creator) return send(reply, INVALID, 410);
      return send(reply, { kind: 'fan-subscription', view: 'confirmed', creator: pick(creator) });
    });

    // A monthly supporter's link out of post mails (issue 35) opens the same page.
    const optOut = deps.postMailOptOut;
    scope.get(SUBSCRIBER_PATHS.unsubscribe, async (request, reply) => {
      const token = queryToken(request);
      const creator = optOut.isOptOutToken(token)
        ? await optOut.open(token)
        : await service.openUnsubscribe(token);
      // Already off the list (or never on it): nothing to press.
      if (!creator) return send(reply, { kind: 'fan-subscription', view: 'unsubscribed', creator: null });
      return send(reply, { kind: 'fan-subscription', view: 'unsubscribe', creator: pick(creator), token });
    });

    scope.post(SUBSCRIBER_PATHS.unsubscribe, async (request, reply) => {
      const token = formField(request.body, 'token') ?? queryToken(request);
      const creator = optOut.isOptOutToken(token)
        ? await optOut.optOut(token)
        : await service.unsubscribe(token, request.ip);
      return send(reply, {
        kind: 'fan-subscription',
        view: 'unsubscribed',
        creator: creator ? pick(creator) : null,
      });
    });
  });
}

/** Only the name and the username reach the page. */
function pick(creator: { full_name: string; username: string }) {
  return { full_name: creator.full_name, username: creator.username };
}
