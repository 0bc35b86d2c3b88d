import { Money } from '@enlaza/shared/money';
import { monthlySubscribeSchema, MONTHLY_PAGE_MESSAGES as P } from '@enlaza/shared/monthly';
import { validateForm } from '@enlaza/shared/validation';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../http/errors';
import { acceptFormPosts, formField, sendHtml } from '../../integrations/simulator-http';
import type { SubscribeService } from './subscribe.service';
import { messagePage, type SubscribeFormView, subscribePage, thanksPage } from './subscribe-page-html';
import { subscriptionStatusOf } from './subscription-state';

type TierParams = { Params: { username: string; tierId: string } };
type UsernameParams = { Params: { username: string } };

/** The form posts here and we answer with a redirect to the provider: its https origin is allowed. */
function allowProviderRedirect(reply: FastifyReply): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string') {
    reply.header('content-security-policy', csp.replace("form-action 'self'", "form-action 'self' https:"));
  }
}

/**
 * Subscribing without JavaScript (issue 21): GET /u/{username}/mensual/{tierId} renders the tier and
 * the form; its POST validates (Spanish field errors, values kept), creates the pending subscription
 * and answers 303 to the provider's consent page. /u/{username}/mensual/gracias shows the status the
 * provider reports.
 */
export async function subscribePageRoutes(app: FastifyInstance, subscribe: SubscribeService): Promise<void> {
  await app.register(async (scope) => {
    acceptFormPosts(scope);

    scope.get<UsernameParams>('/u/:username/mensual/gracias', async (request, reply) => {
      const creator = await subscribe.creator(request.params.username);
      if (!creator) return sendHtml(reply, messagePage(P.thanksTitle, P.creatorMissing), 404);
      const query = request.query as Record<string, unknown>;
      const back = await subscribe.returned(
        creator.id,
        { ref: query.ref, preapprovalId: query.preapproval_id },
        request.ip,
      );
      const found = back
        ? {
            status: subscriptionStatusOf(back.row.status),
            tierName: back.tierName,
            amount: Money.fromCents(back.row.amount_cents).pesos,
          }
        : null;
      return sendHtml(reply, thanksPage(creator, found), found ? 200 : 404);
    });

    scope.get<TierParams>('/u/:username/mensual/:tierId', async (request, reply) => {
      const target = await subscribe.target(request.params.username, request.params.tierId);
      if (!target) return sendHtml(reply, messagePage(P.thanksTitle, P.tierMissing), 404);
      allowProviderRedirect(reply);
      return sendHtml(reply, subscribePage(view(target, request.url, EMPTY, {}, null)));
    });

    scope.post<TierParams>('/u/:username/mensual/:tierId', async (request, reply) => {
      const target = await subscribe.target(request.params.username, request.params.tierId);
      if (!target) return sendHtml(reply, messagePage(P.thanksTitle, P.tierMissing), 404);
      allowProviderRedirect(reply);
      const values = {
        supporter_name: formField(request.body, 'supporter_name') ?? '',
        email: formField(request.body, 'email') ?? '',
        message: formField(request.body, 'message') ?? '',
      };
      const again = (status: number, errors: Record<string, string>, formError: string | null) =>
        sendHtml(reply, subscribePage(view(target, request.url, values, errors, formError)), status);
      const checked = validateForm(monthlySubscribeSchema, values);
      if (!checked.ok) return again(400, checked.errors, P.formError);
      try {
        const consentUrl = await subscribe.subscribe(target, checked.data, request.ip);
        return reply.header('cache-control', 'no-store').redirect(consentUrl, 303);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const message = error.statusCode === 429 ? P.tooMany : error.message;
        return again(error.statusCode, {}, message);
      }
    });
  });
}

const EMPTY = { supporter_name: '', email: '', message: '' };

function view(
  target: Awaited<ReturnType<SubscribeService['target']>> & object,
  action: string,
  values: SubscribeFormView['values'],
  errors: Record<string, string>,
  formError: string | null,
): SubscribeFormView {
  return {
    creator: target.creator,
    tier: {
      name: target.tier.name,
      amount: Money.fromCents(target.tier.amount_cents).pesos,
      description: target.tier.description,
    },
    action: action.split('?')[0] ?? action,
    values,
    errors,
    formError,
  };
}
