import {
  DEFAULT_DONOR_CHOICES,
  donationCheckoutSchema,
  donorChoicesFromForm,
} from '@enlaza/shared/donations';
import { Money } from '@enlaza/shared/money';
import type { DonateField, DonatePage } from '@enlaza/shared/public';
import { validateForm } from '@enlaza/shared/validation';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../http/errors';
import { acceptFormPosts, formField } from '../../http/form-posts';
import { allowFormActionTo } from '../../http/security-headers';
import type { PublicReads } from '../../ports/public-reads';
import type { PagesDeps } from '../pages-deps';
import type { PageSender } from './page-sender';

type UsernameParams = { Params: { username: string } };
type DonateValues = DonatePage['values'];

const EMPTY: DonateValues = { amount: '', donor_name: '', message: '', ...DEFAULT_DONOR_CHOICES };
const FIELDS: readonly DonateField[] = ['goal_id', 'amount', 'donor_name', 'donor_email', 'message'];

/**
 * The form posts to our origin and we answer with a redirect to the provider's checkout: browsers
 * apply the page's form-action to that redirect too, so this page allows https destinations.
 */
function allowCheckoutRedirect(reply: FastifyReply): void {
  allowFormActionTo(reply, "'self' https:");
}

/**
 * A link with a preset (issue 34): `?monto=2000` opens the form with that amount typed, when it reads
 * as whole pesos through the one parser; anything else opens it empty.
 */
function presetAmount(query: unknown): string {
  const raw = (query as Record<string, unknown> | undefined)?.monto;
  if (typeof raw !== 'string' || raw.length > 20) return '';
  return Money.parseWholePesos(raw).ok ? raw.trim() : '';
}

/** The amount: a suggested amount's button when that is what sent the form, else the typed one. */
function chosenAmount(body: unknown): string {
  return formField(body, 'chip') ?? formField(body, 'amount') ?? '';
}

/**
 * Donating without JavaScript (issue 14): GET /u/{username}/aportar is the goal card's donation form
 * rendered on the server; its POST validates with the checkout's own schema, starts the same
 * checkout (same per-IP limit) and answers 303 to the payment page, or renders the form again with
 * the Spanish messages and what was typed.
 */
export async function donateFormRoutes(
  app: FastifyInstance,
  deps: PagesDeps,
  service: PublicReads,
  send: PageSender,
): Promise<void> {
  async function donatePage(username: string): Promise<DonatePage | null> {
    const found = await service.profile(username);
    if (!found) return null;
    const { profile } = found;
    const goal = profile.goals[0];
    const closed = !profile.donations_enabled ? 'not-connected' : goal?.is_active ? null : 'no-goal';
    return {
      kind: 'donate',
      creator: {
        full_name: profile.full_name,
        username: profile.username,
        profile_image: profile.profile_image,
        theme: profile.theme,
      },
      goal:
        goal && closed === null
          ? {
              id: goal.id,
              title: goal.title,
              current_amount: goal.current_amount,
              target_amount: goal.target_amount,
            }
          : null,
      closed,
      chips: profile.donation_chips,
      values: EMPTY,
      errors: {},
      formError: null,
    };
  }

  function notFound(reply: FastifyReply, username: string): FastifyReply {
    return send(reply, { kind: 'not-found', what: 'profile', username: username.slice(0, 60) }, 404);
  }

  await app.register(async (scope) => {
    acceptFormPosts(scope);

    scope.get<UsernameParams>('/u/:username/aportar', async (request, reply) => {
      const page = await donatePage(request.params.username);
      if (!page) return notFound(reply, request.params.username);
      // The form without a script: opening it is the funnel's 'Aportar' step (the dialog sends a beacon).
      const found = page.closed === null ? await service.profile(request.params.username) : null;
      if (found) deps.pageVisits.recordDonateOpenedInBackground(request, found.creator.id);
      allowCheckoutRedirect(reply);
      return send(reply, { ...page, values: { ...page.values, amount: presetAmount(request.query) } });
    });

    scope.post<UsernameParams>('/u/:username/aportar', async (request, reply) => {
      const page = await donatePage(request.params.username);
      if (!page) return notFound(reply, request.params.username);
      const values: DonateValues = {
        amount: chosenAmount(request.body),
        donor_name: formField(request.body, 'donor_name') ?? '',
        message: formField(request.body, 'message') ?? '',
        ...donorChoicesFromForm((name) => formField(request.body, name) ?? undefined),
      };
      const again = (status: number, errors: DonatePage['errors'], formError: string | null) => {
        allowCheckoutRedirect(reply);
        return send(reply, { ...page, values, errors, formError }, status);
      };
      // The goal is the creator's active one: a form left open on an old goal is not paid into it.
      const checked = validateForm(donationCheckoutSchema, {
        goal_id: page.goal?.id,
        amount: values.amount,
        donor_name: values.donor_name,
        donor_email: values.donor_email,
        message: values.message,
        message_public: values.message_public,
        show_name: values.show_name,
        hide_amount: values.hide_amount,
      });
      if (!page.goal) return again(409, {}, null);
      if (!checked.ok) return again(400, checked.errors, checked.errors.goal_id ?? null);
      try {
        const session = await deps.checkout.start(
          checked.data,
          request.ip,
          deps.pageVisits.visitorHash(request),
        );
        return reply.header('cache-control', 'no-store').redirect(session.checkout_url, 303);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const errors: DonatePage['errors'] = {};
        for (const e of error.errors ?? []) {
          const field = FIELDS.find((f) => f === e.field);
          if (field) errors[field] = e.message;
        }
        return again(error.statusCode, errors, error.message);
      }
    });
  });
}
