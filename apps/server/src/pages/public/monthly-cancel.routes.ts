import {
  CANCEL_PATHS,
  type CancelCredential,
  cancelLinkRequestSchema,
  MONTHLY_CANCEL_MESSAGES,
  type MonthlyCancelPage,
} from '@enlaza/shared/monthly';
import { validateForm } from '@enlaza/shared/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import { acceptFormPosts, formField } from '../../http/form-posts';
import type { PagesDeps } from '../pages-deps';
import type { PageSender } from './page-sender';

type TokenQuery = { Querystring: { token?: unknown } };
type RequestView = Extract<MonthlyCancelPage, { view: 'request' }>;

const REQUEST: RequestView = { kind: 'monthly-cancel', view: 'request', sent: false, email: '', error: null };
const INVALID: MonthlyCancelPage = { kind: 'monthly-cancel', view: 'invalid' };

/**
 * The 'botón de baja' (issue 21), server-rendered and working without JavaScript: GET /baja asks for
 * the email; its POST answers the same for any email, after the same work (the desk mails the link
 * after the answer when there is something to cancel); /baja/enlace?token= lists that email's open
 * subscriptions, each with a 'Dar de baja' form posting to /baja/cancelar. The token travels in the query string and the form
 * body only (the request log keeps neither); every answer is no-store.
 */
export async function monthlyCancelRoutes(
  app: FastifyInstance,
  deps: PagesDeps,
  send: PageSender,
): Promise<void> {
  const desk = deps.monthlyCancel;
  const page = (reply: FastifyReply, body: MonthlyCancelPage, status = 200) => send(reply, body, status);

  async function cancelWith(request: FastifyRequest, reply: FastifyReply, credential: CancelCredential) {
    const subscriptionId = formField(request.body, 'subscription_id') ?? '';
    try {
      const attempt = await desk.cancel(credential, subscriptionId, request.ip);
      if (attempt.kind === 'invalid') return page(reply, INVALID, 410);
      if (attempt.kind === 'refused') {
        const body: MonthlyCancelPage = {
          kind: 'monthly-cancel',
          view: 'list',
          credential,
          items: attempt.items,
          done: null,
          error: attempt.message,
        };
        return page(reply, body, 404);
      }
      const { done, items } = attempt;
      return page(reply, {
        kind: 'monthly-cancel',
        view: 'list',
        credential: attempt.credential,
        items,
        done,
        error: null,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const message = error.statusCode === 429 ? MONTHLY_CANCEL_MESSAGES.tooMany : error.message;
      const items = (await desk.openLink(credential.value)) ?? [];
      const body: MonthlyCancelPage = {
        kind: 'monthly-cancel',
        view: 'list',
        credential,
        items,
        done: null,
        error: message,
      };
      return page(reply, body, error.statusCode);
    }
  }

  await app.register(async (scope) => {
    acceptFormPosts(scope);
    // The pages carry a link or a session: no cache keeps them.
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    scope.get(CANCEL_PATHS.request, (_request, reply) => page(reply, REQUEST));

    scope.post(CANCEL_PATHS.request, async (request, reply) => {
      const email = formField(request.body, 'email') ?? '';
      const checked = validateForm(cancelLinkRequestSchema, { email });
      if (!checked.ok) return page(reply, { ...REQUEST, email, error: checked.errors.email ?? null }, 400);
      let mailLink: () => void;
      try {
        mailLink = await desk.requestLink(checked.data.email, request.ip);
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 429) throw error;
        return page(reply, { ...REQUEST, email, error: MONTHLY_CANCEL_MESSAGES.tooMany }, 429);
      }
      // The lookup and the link's mail start once the answer is out ('close' also follows an abort).
      reply.raw.once('close', mailLink);
      return page(reply, { ...REQUEST, sent: true });
    });

    scope.get<TokenQuery>(CANCEL_PATHS.link, async (request, reply) => {
      const token = typeof request.query.token === 'string' ? request.query.token : '';
      const items = token ? await desk.openLink(token) : null;
      if (items === null) return page(reply, INVALID, 410);
      const credential: CancelCredential = { kind: 'link', value: token };
      return page(reply, {
        kind: 'monthly-cancel',
        view: 'list',
        credential,
        items,
        done: null,
        error: null,
      });
    });

    scope.post(CANCEL_PATHS.cancel, (request, reply) => {
      const credential: CancelCredential = { kind: 'link', value: formField(request.body, 'token') ?? '' };
      return cancelWith(request, reply, credential);
    });
  });
}
