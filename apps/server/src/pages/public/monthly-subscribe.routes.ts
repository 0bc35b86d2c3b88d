import {
  frequencyOfForm,
  GIFT_FORM_SUFFIX,
  MONTHLY_CARE_MESSAGES,
  MONTHLY_SHAPE_MESSAGES,
  type MonthlyGiftForm,
  type MonthlySubscribePage,
  monthlyGiftSchema,
  monthlySubscribeSchema,
  MONTHLY_PAGE_MESSAGES as P,
  type SubscribePageCreator,
} from '@enlaza/shared/monthly';
import { validateForm } from '@enlaza/shared/validation';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../http/errors';
import { acceptFormPosts, formField } from '../../http/form-posts';
import { allowFormActionTo } from '../../http/security-headers';
import type { OpenTier } from '../../ports/monthly-subscribe-pages';
import type { PagesDeps } from '../pages-deps';
import type { PageSender } from './page-sender';

type TierParams = { Params: { username: string; tierId: string } };
type UsernameParams = { Params: { username: string } };
type FormValues = Extract<MonthlySubscribePage, { view: 'form' }>['values'];

/** The form posts here and we answer with a redirect to the provider: its https origin is allowed. */
function allowProviderRedirect(reply: FastifyReply): void {
  allowFormActionTo(reply, "'self' https:");
}

const EMPTY: FormValues = { supporter_name: '', email: '', message: '', frecuencia: 'mensual', monto: '' };
const EMPTY_GIFT: MonthlyGiftForm['values'] = {
  months: '1',
  recipient_email: '',
  giver_name: '',
  message: '',
};

/** The tier page's own path (the gift form posts to it plus GIFT_FORM_SUFFIX). */
function tierPath(url: string): string {
  const path = url.split('?')[0] ?? url;
  return path.endsWith(GIFT_FORM_SUFFIX) ? path.slice(0, -GIFT_FORM_SUFFIX.length) : path;
}

function giftForm(
  url: string,
  values = EMPTY_GIFT,
  errors: Record<string, string> = {},
  formError: string | null = null,
): MonthlyGiftForm {
  return { action: `${tierPath(url)}${GIFT_FORM_SUFFIX}`, values, errors, formError };
}

/** A short text from the query (the tier link's `?frecuencia=anual`, `?monto=2000`), or ''. */
function queryText(query: unknown, name: string): string {
  const value = (query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.slice(0, 20) : '';
}

/** The form opened from a link with a preset (issue 34): only values the tier takes are kept. */
function presetValues(open: OpenTier, query: unknown): FormValues {
  const frecuencia = queryText(query, 'frecuencia') === 'anual' && open.tier.yearly_amount !== null;
  const monto = open.tier.open_amount_min !== null ? queryText(query, 'monto').trim() : '';
  return { ...EMPTY, frecuencia: frecuencia ? 'anual' : 'mensual', monto };
}

function message(
  title: string,
  text: string,
  back: SubscribePageCreator | null = null,
): MonthlySubscribePage {
  return { kind: 'monthly-subscribe', view: 'message', title, message: text, back };
}

function formPage(
  open: OpenTier,
  url: string,
  values: FormValues,
  errors: Record<string, string>,
  formError: string | null,
  gift: MonthlyGiftForm = giftForm(url),
): MonthlySubscribePage {
  return {
    kind: 'monthly-subscribe',
    view: 'form',
    creator: open.creator,
    tier: open.tier,
    action: tierPath(url),
    values,
    errors,
    formError,
    gift,
  };
}

/**
 * Subscribing without JavaScript (issue 21): GET /u/{username}/mensual/{tierId} renders the tier and
 * the form; its POST validates (Spanish field errors, values kept), creates the pending subscription
 * and answers 303 to the provider's consent page. /u/{username}/mensual/gracias shows the status the
 * provider reports. No cache keeps an answer.
 */
export async function monthlySubscribeRoutes(
  app: FastifyInstance,
  deps: PagesDeps,
  send: PageSender,
): Promise<void> {
  const pages = deps.monthly.subscribePages;
  await app.register(async (scope) => {
    acceptFormPosts(scope);
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    scope.get<UsernameParams>('/u/:username/mensual/gracias', async (request, reply) => {
      const creator = await pages.creator(request.params.username);
      if (!creator) return send(reply, message(P.thanksTitle, P.creatorMissing), 404);
      const query = request.query as Record<string, unknown>;
      const found = await pages.returned(
        creator.id,
        { ref: query.ref, preapprovalId: query.preapproval_id },
        request.ip,
      );
      const back = { full_name: creator.full_name, username: creator.username };
      if (!found) return send(reply, message(P.thanksTitle, P.thanksMissing, back), 404);
      return send(reply, { kind: 'monthly-subscribe', view: 'thanks', creator: back, ...found });
    });

    scope.get<TierParams>('/u/:username/mensual/:tierId', async (request, reply) => {
      const open = await pages.openTier(request.params.username, request.params.tierId);
      if (!open) return send(reply, message(P.thanksTitle, P.tierMissing), 404);
      allowProviderRedirect(reply);
      return send(reply, formPage(open, request.url, presetValues(open, request.query), {}, null));
    });

    // 'Regalar un mes' without JavaScript (issue 34): Spanish field errors on the tier page, else 303 to the checkout.
    scope.post<TierParams>(`/u/:username/mensual/:tierId${GIFT_FORM_SUFFIX}`, async (request, reply) => {
      const open = await pages.openTier(request.params.username, request.params.tierId);
      if (!open) return send(reply, message(P.thanksTitle, P.tierMissing), 404);
      allowProviderRedirect(reply);
      const values = {
        months: formField(request.body, 'months') ?? '',
        recipient_email: formField(request.body, 'recipient_email') ?? '',
        giver_name: formField(request.body, 'giver_name') ?? '',
        message: formField(request.body, 'message') ?? '',
      };
      const again = (status: number, errors: Record<string, string>, formError: string | null) =>
        send(
          reply,
          formPage(open, request.url, EMPTY, {}, null, giftForm(request.url, values, errors, formError)),
          status,
        );
      const checked = validateForm(monthlyGiftSchema, values);
      if (!checked.ok) return again(400, checked.errors, MONTHLY_CARE_MESSAGES.giftFormError);
      try {
        return reply.redirect(await open.gift(checked.data, request.ip), 303);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.errors?.length) {
          const errors = Object.fromEntries(error.errors.map((e) => [e.field, e.message]));
          return again(error.statusCode, errors, MONTHLY_CARE_MESSAGES.giftFormError);
        }
        return again(error.statusCode, {}, error.statusCode === 429 ? P.tooMany : error.message);
      }
    });

    scope.post<TierParams>('/u/:username/mensual/:tierId', async (request, reply) => {
      const open = await pages.openTier(request.params.username, request.params.tierId);
      if (!open) return send(reply, message(P.thanksTitle, P.tierMissing), 404);
      allowProviderRedirect(reply);
      const values = {
        supporter_name: formField(request.body, 'supporter_name') ?? '',
        email: formField(request.body, 'email') ?? '',
        message: formField(request.body, 'message') ?? '',
        frecuencia: formField(request.body, 'frecuencia') ?? 'mensual',
        monto: (formField(request.body, 'monto') ?? '').slice(0, 40),
      };
      const again = (status: number, errors: Record<string, string>, formError: string | null) =>
        send(reply, formPage(open, request.url, values, errors, formError), status);
      const checked = validateForm(monthlySubscribeSchema, values);
      const frequency = frequencyOfForm(values.frecuencia);
      if (!checked.ok || !frequency) {
        const errors = checked.ok ? {} : checked.errors;
        if (!frequency) errors.frecuencia = MONTHLY_SHAPE_MESSAGES.frequencyInvalid;
        return again(400, errors, P.formError);
      }
      try {
        const consentUrl = await open.subscribe(checked.data, request.ip, {
          frequency,
          amount: open.tier.open_amount_min === null ? null : values.monto,
        });
        return reply.redirect(consentUrl, 303);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.errors?.length) {
          const errors = Object.fromEntries(error.errors.map((e) => [e.field, e.message]));
          return again(error.statusCode, errors, P.formError);
        }
        const text = error.statusCode === 429 ? P.tooMany : error.message;
        return again(error.statusCode, {}, text);
      }
    });
  });
}
