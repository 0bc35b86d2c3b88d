import type { EventGorra } from '@enlaza/shared/donations';
import {
  androidBrowserIntent,
  CONTINUE_HERE_PARAM,
  chosenAmount,
  detectInAppBrowser,
  donorChoicesFromForm,
  EMPTY_EVENT_DONATION,
  EVENT_DONATION_MESSAGES,
  type EventDonatePageInput,
  type EventDonationField,
  type EventDonationState,
  type EventDonationValues,
  eventDonationPaths,
  eventDonationSchema,
} from '@enlaza/shared/donations';
import { publicUrls } from '@enlaza/shared/public';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, RetryLaterError } from '../../http/errors';
import { acceptFormPosts } from '../../http/form-posts';
import { sendHtml } from '../../http/html-answers';
import { allowFormActionTo } from '../../http/security-headers';
import type { OwnedPublicEvent, PublicReads } from '../../ports/public-reads';
import type { WebRenderer } from '../../web/page-renderer';
import { loadHtmlShell, NOT_BUILT } from '../../web/serve-web';
import type { PagesDeps } from '../pages-deps';
import { eventDonationPdfRoute } from './event-donation-pdf.routes';
import { eventQrRoute, startEventQr } from './event-donation-qr.routes';
import { lookupEvent } from './event-lookup';

type EventParams = { Params: { username: string; eventId: string } };

/** Longest form field kept from a post (the schema refuses anything over its own, smaller limits). */
const FIELD_MAX = 2000;

/**
 * Where the donation form may send the browser: the checkout is reached by a redirect from our own
 * form post, and browsers apply form-action to that redirect too.
 */
const CHECKOUT_FORM_TARGETS = "'self' https://*.mercadopago.com.ar https://*.mercadopago.com";

function formValues(body: unknown): EventDonationValues {
  const field = (name: string) => {
    const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : '';
    return typeof value === 'string' ? value.slice(0, FIELD_MAX) : '';
  };
  return {
    choice: field('monto'),
    other: field('otro_monto'),
    donor_name: field('nombre'),
    message: field('mensaje'),
    ...donorChoicesFromForm((name) => field(name) || undefined),
  };
}

async function donationState(
  deps: PagesDeps,
  event: OwnedPublicEvent,
  ownerId: number,
): Promise<EventDonationState> {
  if (event.status === 'cancelled') return 'cancelled';
  if (event.status !== 'published') return 'finished';
  return (await deps.readiness.canReceiveDonations(ownerId)) ? 'open' : 'not-connected';
}

/** The event page's 'Pasar la gorra' card. */
export async function eventGorra(
  deps: PagesDeps,
  event: OwnedPublicEvent,
  ownerId: number,
): Promise<EventGorra> {
  const [raised, state] = await Promise.all([
    deps.raised.raisedAtEvent(event.id),
    donationState(deps, event, ownerId),
  ]);
  return {
    raised: raised.pesos,
    donateUrl: state === 'open' ? eventDonationPaths.page(event.user.username, event.id) : null,
  };
}

/**
 * 'Pasar la gorra' (issue 14 §1): GET /e/{username}/{id}/aportar, the event's one-screen donation
 * page; POST to the same address starts the checkout and redirects to it (no JavaScript needed);
 * GET …/aportar.pdf, the printable A6 sheet with its QR; the form's 'Pagar con QR desde cualquier
 * app' answers GET …/aportar/qr/{order} (event-donation-qr.routes.ts). Drafts and other creators'
 * events are 404.
 */
export async function eventDonationRoutes(
  app: FastifyInstance,
  deps: PagesDeps,
  service: PublicReads,
  pages: {
    renderer: WebRenderer | null;
    /** The public pages' rendered 'Evento no encontrado' page. */
    notFound: (reply: FastifyReply, username: string) => FastifyReply;
  },
): Promise<void> {
  const { renderer } = pages;
  const shell = loadHtmlShell(deps.config, 'aportar.html');
  const { publicUrl } = deps.config;

  function render(reply: FastifyReply, input: EventDonatePageInput, status = 200): FastifyReply {
    if (!renderer || !shell.built) return sendHtml(reply, NOT_BUILT, 503);
    const { html, head } = renderer.renderEventDonatePage(input);
    allowFormActionTo(reply, CHECKOUT_FORM_TARGETS);
    return sendHtml(reply, shell.render({ head, body: html }), status).header('cache-control', 'no-store');
  }

  async function pageInput(
    request: FastifyRequest,
    event: OwnedPublicEvent,
    ownerId: number,
    form: Pick<EventDonatePageInput, 'values' | 'errors' | 'formError'>,
  ): Promise<EventDonatePageInput> {
    const path = eventDonationPaths.page(event.user.username, event.id);
    const skipInApp = (request.query as Record<string, unknown> | undefined)?.[CONTINUE_HERE_PARAM] === '1';
    const inApp =
      request.method === 'GET' && !skipInApp ? detectInAppBrowser(request.headers['user-agent']) : null;
    const [raised, state, creator] = await Promise.all([
      deps.raised.raisedAtEvent(event.id),
      donationState(deps, event, ownerId),
      service.profile(event.user.username),
    ]);
    return {
      event,
      state,
      raised: raised.pesos,
      goalTitle: creator?.profile.goals[0]?.title ?? null,
      chips: creator?.profile.donation_chips ?? null,
      ...form,
      inApp,
      urls: {
        action: path,
        event: publicUrls.event('', event.user.username, event.id),
        continueHere: `${path}?${CONTINUE_HERE_PARAM}=1`,
        openInBrowser: inApp?.platform === 'android' ? androidBrowserIntent(`${publicUrl}${path}`) : null,
      },
    };
  }

  await app.register(async (scope) => {
    acceptFormPosts(scope);

    scope.get<EventParams>('/e/:username/:eventId/aportar', async (request, reply) => {
      const found = await lookupEvent(service, request.params.username, request.params.eventId);
      if (found.kind === 'renamed') {
        return reply.redirect(eventDonationPaths.page(found.event.user.username, found.event.id), 302);
      }
      if (found.kind === 'missing') return pages.notFound(reply, request.params.username);
      const form = { values: EMPTY_EVENT_DONATION, errors: {}, formError: null };
      // Opening the event's 'Aportar' page is the funnel's second step of the event's statistics.
      deps.pageVisits.recordDonateOpenedInBackground(request, found.ownerId, found.event.id);
      return render(reply, await pageInput(request, found.event, found.ownerId, form));
    });

    scope.post<EventParams>('/e/:username/:eventId/aportar', async (request, reply) => {
      const found = await lookupEvent(service, request.params.username, request.params.eventId);
      if (found.kind !== 'found') return pages.notFound(reply, request.params.username);
      const values = formValues(request.body);
      const again = async (
        status: number,
        errors: EventDonatePageInput['errors'],
        formError: string | null,
      ) =>
        render(
          reply,
          await pageInput(request, found.event, found.ownerId, { values, errors, formError }),
          status,
        );

      const parsed = eventDonationSchema.safeParse({
        amount: chosenAmount(values),
        donor_name: values.donor_name,
        donor_email: values.donor_email,
        message: values.message,
        message_public: values.message_public,
        show_name: values.show_name,
        hide_amount: values.hide_amount,
      });
      if (!parsed.success) {
        const errors: EventDonatePageInput['errors'] = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path[0] as EventDonationField;
          errors[field] ??= issue.message;
        }
        return again(400, errors, EVENT_DONATION_MESSAGES.formInvalid);
      }
      try {
        // 'Pagar con QR desde cualquier app' (issue 32): the same amount, as a QR any bank app pays.
        if ((request.body as Record<string, unknown> | undefined)?.medio === 'qr') {
          if (found.event.status !== 'published') return again(409, {}, EVENT_DONATION_MESSAGES.finished);
          const to = await startEventQr(deps, request, found.event, found.ownerId, parsed.data.amount.pesos);
          return reply.header('cache-control', 'no-store').redirect(to, 303);
        }
        const session = await deps.checkout.startForEvent(
          found.event.id,
          parsed.data,
          request.ip,
          deps.pageVisits.visitorHash(request),
        );
        return reply.header('cache-control', 'no-store').redirect(session.checkout_url, 303);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.statusCode === 404) return pages.notFound(reply, request.params.username);
        if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
        return again(error.statusCode, {}, error.message);
      }
    });

    eventDonationPdfRoute(scope, deps, service);
    eventQrRoute(scope, deps, service, pages.notFound);
  });
}
