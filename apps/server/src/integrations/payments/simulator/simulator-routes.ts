import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import { authorizePage, checkoutPage, messagePage } from './simulator-pages';
import { type CheckoutOutcome, SIMULATOR_BASE_PATH, type SimulatorPayments } from './simulator-payments';
import { newAuthorizationCode } from './simulator-tokens';
import { deliverPaymentNotification } from './simulator-webhook';

type Form = Record<string, string>;

const OUTCOMES: Record<string, CheckoutOutcome> = {
  aprobar: 'approve',
  rechazar: 'reject',
  pendiente: 'pending',
};

function html(reply: FastifyReply, body: string, status = 200): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);
}

function field(source: unknown, name: string): string | null {
  if (typeof source !== 'object' || source === null) return null;
  const value = (source as Record<string, unknown>)[name];
  return typeof value === 'string' && value.length > 0 && value.length <= 2048 ? value : null;
}

/**
 * The simulator's pages: Mercado Pago's authorization screen and Checkout Pro, local and in
 * Spanish. Mounted only when no Mercado Pago credentials are configured.
 */
export async function simulatorRoutes(app: FastifyInstance, deps: AppDeps, simulator: SimulatorPayments) {
  const { publicUrl } = deps.config;
  /** Only our own callback may receive the simulated code (no open redirect). */
  const ownUrl = (value: string | null): value is string => value?.startsWith(`${publicUrl}/`) === true;

  await app.register(async (scope) => {
    // The pages post plain HTML forms; this parser exists only inside the simulator's scope.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    const authorizeAction = `${SIMULATOR_BASE_PATH}/autorizar`;

    scope.get(authorizeAction, async (request, reply) => {
      const state = field(request.query, 'state');
      const redirectUri = field(request.query, 'redirect_uri');
      if (!state || !ownUrl(redirectUri)) {
        return html(
          reply,
          messagePage('Solicitud inválida', 'Falta la información de la autorización.'),
          400,
        );
      }
      return html(reply, authorizePage({ state, redirectUri, action: authorizeAction }));
    });

    scope.post<{ Body: Form }>(authorizeAction, async (request, reply) => {
      const state = field(request.body, 'state');
      const redirectUri = field(request.body, 'redirect_uri');
      if (!state || !ownUrl(redirectUri)) {
        return html(
          reply,
          messagePage('Solicitud inválida', 'Falta la información de la autorización.'),
          400,
        );
      }
      const target = new URL(redirectUri);
      if (field(request.body, 'decision') === 'autorizar') {
        target.searchParams.set('code', newAuthorizationCode(await simulator.sellerForState(state)));
      } else {
        target.searchParams.set('error', 'access_denied');
      }
      target.searchParams.set('state', state);
      return reply.redirect(target.toString(), 303);
    });

    scope.get<{ Params: { preferenceId: string } }>(
      `${SIMULATOR_BASE_PATH}/checkout/:preferenceId`,
      async (request, reply) => {
        const preference = await simulator.getPreference(request.params.preferenceId);
        if (!preference) {
          return html(
            reply,
            messagePage('Pago no encontrado', 'Este enlace de pago no existe o ya no es válido.'),
            404,
          );
        }
        const paid = (await simulator.approvedPaymentOf(preference.id)) !== undefined;
        const action = `${SIMULATOR_BASE_PATH}/checkout/${encodeURIComponent(preference.id)}`;
        return html(reply, checkoutPage(preference, action, paid));
      },
    );

    scope.post<{ Params: { preferenceId: string }; Body: Form }>(
      `${SIMULATOR_BASE_PATH}/checkout/:preferenceId`,
      async (request, reply) => {
        const preference = await simulator.getPreference(request.params.preferenceId);
        if (!preference) {
          return html(
            reply,
            messagePage('Pago no encontrado', 'Este enlace de pago no existe o ya no es válido.'),
            404,
          );
        }
        const outcome = OUTCOMES[field(request.body, 'resultado') ?? ''];
        if (!outcome) return html(reply, messagePage('Solicitud inválida', 'Elige una opción de pago.'), 400);

        // A second click on 'Aprobar pago' must not charge the donor twice.
        const approved = await simulator.approvedPaymentOf(preference.id);
        const payment = approved ?? (await simulator.pay(preference, outcome));
        if (!approved && preference.notification_url) {
          const status = await deliverPaymentNotification(app, {
            notificationUrl: preference.notification_url,
            paymentId: payment.id,
            sellerId: preference.collector_id,
            secret: deps.config.payments.webhookSecret,
            now: deps.clock.now(),
          });
          if (status >= 300)
            request.log.warn({ status, paymentId: payment.id }, 'simulated notification refused');
        }
        const back =
          payment.status === 'approved'
            ? preference.back_url_success
            : payment.status === 'rejected'
              ? preference.back_url_failure
              : preference.back_url_pending;
        if (!back) return html(reply, messagePage('Pago registrado', 'Ya puedes cerrar esta ventana.'));
        const target = new URL(back);
        target.searchParams.set('payment_id', payment.id);
        target.searchParams.set('status', payment.status);
        if (payment.external_reference)
          target.searchParams.set('external_reference', payment.external_reference);
        return reply.redirect(target.toString(), 303);
      },
    );
  });
}
