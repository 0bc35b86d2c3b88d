import type { FastifyInstance } from 'fastify';
import { acceptFormPosts, type Form, formField } from '../../../http/form-posts';
import { noStore, sendHtml } from '../../../http/html-answers';
import { authorizePage, checkoutPage, messagePage } from './simulator-pages';
import {
  type CheckoutOutcome,
  type Reversal,
  SIMULATOR_BASE_PATH,
  type SimulatorPayments,
} from './simulator-payments';
import { newAuthorizationCode } from './simulator-tokens';
import type { SimulatorNotifications } from './simulator-webhook';

const OUTCOMES: Record<string, CheckoutOutcome> = {
  aprobar: 'approve',
  rechazar: 'reject',
  pendiente: 'pending',
};

/** The buttons of a paid checkout. */
const REVERSALS: Record<string, Reversal> = {
  reembolsar: 'refund',
  contracargo: 'chargeback',
};

const REVERSED: Record<Reversal, { title: string; message: string }> = {
  refund: {
    title: 'Pago reembolsado',
    message: 'Mercado Pago le devolvió el dinero a quien pagó y le avisó al sitio.',
  },
  chargeback: {
    title: 'Contracargo registrado',
    message:
      'El banco de quien pagó desconoció el pago. Mercado Pago le avisó al sitio; la documentación vence en 10 días.',
  },
};

/**
 * The simulator's pages: Mercado Pago's authorization screen and Checkout Pro, local and in
 * Spanish. Mounted only when no Mercado Pago credentials are configured.
 */
export async function simulatorRoutes(
  app: FastifyInstance,
  simulator: SimulatorPayments,
  notifications: SimulatorNotifications,
  publicUrl: string,
) {
  /** Only our own callback may receive the simulated code (no open redirect). */
  const ownUrl = (value: string | null): value is string => value?.startsWith(`${publicUrl}/`) === true;

  await app.register(async (scope) => {
    acceptFormPosts(scope);

    const authorizeAction = `${SIMULATOR_BASE_PATH}/autorizar`;

    scope.get(authorizeAction, async (request, reply) => {
      const state = formField(request.query, 'state');
      const redirectUri = formField(request.query, 'redirect_uri');
      if (!state || !ownUrl(redirectUri)) {
        return sendHtml(
          noStore(reply),
          messagePage('Solicitud inválida', 'Falta la información de la autorización.'),
          400,
        );
      }
      return sendHtml(noStore(reply), authorizePage({ state, redirectUri, action: authorizeAction }));
    });

    scope.post<{ Body: Form }>(authorizeAction, async (request, reply) => {
      const state = formField(request.body, 'state');
      const redirectUri = formField(request.body, 'redirect_uri');
      if (!state || !ownUrl(redirectUri)) {
        return sendHtml(
          noStore(reply),
          messagePage('Solicitud inválida', 'Falta la información de la autorización.'),
          400,
        );
      }
      const target = new URL(redirectUri);
      if (formField(request.body, 'decision') === 'autorizar') {
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
          return sendHtml(
            noStore(reply),
            messagePage('Pago no encontrado', 'Este enlace de pago no existe o ya no es válido.'),
            404,
          );
        }
        const paid = (await simulator.settledPaymentOf(preference.id)) ?? null;
        const action = `${SIMULATOR_BASE_PATH}/checkout/${encodeURIComponent(preference.id)}`;
        return sendHtml(noStore(reply), checkoutPage(preference, action, paid));
      },
    );

    scope.post<{ Params: { preferenceId: string }; Body: Form }>(
      `${SIMULATOR_BASE_PATH}/checkout/:preferenceId`,
      async (request, reply) => {
        const preference = await simulator.getPreference(request.params.preferenceId);
        if (!preference) {
          return sendHtml(
            noStore(reply),
            messagePage('Pago no encontrado', 'Este enlace de pago no existe o ya no es válido.'),
            404,
          );
        }
        const choice = formField(request.body, 'resultado') ?? '';
        const reversal = REVERSALS[choice];
        if (reversal) {
          const reversed = await simulator.reverse(preference, reversal, notifications);
          if (!reversed) {
            return sendHtml(
              noStore(reply),
              messagePage(
                'Pago no aprobado',
                'Solo un pago aprobado puede reembolsarse o recibir un contracargo.',
              ),
              409,
            );
          }
          for (const id of reversed.notificationIds) {
            const status = await notifications.deliver(app, id);
            if (status < 200 || status >= 300)
              request.log.warn({ status, paymentId: reversed.payment.id }, 'simulated notification refused');
          }
          const { title, message } = REVERSED[reversal];
          return sendHtml(noStore(reply), messagePage(title, message, preference.back_url_success));
        }
        const outcome = OUTCOMES[choice];
        if (!outcome)
          return sendHtml(
            noStore(reply),
            messagePage('Solicitud inválida', 'Elige una opción de pago.'),
            400,
          );

        // A second click on 'Aprobar pago' (or ten at once) must not charge the donor twice.
        const { payment, notificationId } = await simulator.press(preference, outcome, notifications);
        if (notificationId) {
          // Not acknowledged: it stays stored and is sent again later (resendDue).
          const status = await notifications.deliver(app, notificationId);
          if (status < 200 || status >= 300)
            request.log.warn({ status, paymentId: payment.id }, 'simulated notification refused');
        }
        const back =
          payment.status === 'approved'
            ? preference.back_url_success
            : payment.status === 'rejected'
              ? preference.back_url_failure
              : preference.back_url_pending;
        if (!back)
          return sendHtml(noStore(reply), messagePage('Pago registrado', 'Ya puedes cerrar esta ventana.'));
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
