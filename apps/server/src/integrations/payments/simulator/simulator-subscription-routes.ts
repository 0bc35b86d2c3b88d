import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acceptFormPosts, type Form, formField } from '../../../http/form-posts';
import { noStore, sendHtml } from '../../../http/html-answers';
import { messagePage } from './simulator-pages';
import { SUBSCRIPTION_CONSENT_PATH, SUBSCRIPTIONS_PATH } from './simulator-paths';
import type { SimulatorPayments } from './simulator-payments';
import {
  consentDonePage,
  consentPage,
  subscriptionDetailPage,
  subscriptionsListPage,
} from './simulator-subscription-pages';
import type { SubscriptionEvent } from './simulator-subscriptions';
import type { SimulatorNotifications } from './simulator-webhook';

/** How many subscriptions the list shows (newest first). */
const LIST_LIMIT = 200;

/** The detail page's buttons, and what each says once done (after the redirect). */
const ACTIONS = {
  cobrar: { done: 'cobrado', notice: 'Mes cobrado. Mercado Pago le avisó al sitio.' },
  rechazar: {
    done: 'rechazado',
    notice: 'Cobro rechazado. Mercado Pago reintentará el cobro y le avisó al sitio.',
  },
  agotar: {
    done: 'agotado',
    notice:
      'Mes rechazado sin más reintentos. Mercado Pago le avisó al sitio; con 3 meses rechazados la suscripción se cancela.',
  },
  pausar: { done: 'pausado', notice: 'Suscripción pausada. Mercado Pago le avisó al sitio.' },
} as const;
type Action = keyof typeof ACTIONS;

const OUTCOMES = { cobrar: 'approve', rechazar: 'decline', agotar: 'reject' } as const;

const isAction = (value: string | null): value is Action => value !== null && Object.hasOwn(ACTIONS, value);

const notFoundPage = () =>
  messagePage('Suscripción no encontrada', 'Esta suscripción no existe o ya no es válida.');

/**
 * The simulator's subscription pages: the consent page every `init_point` leads to, and under the
 * simulator's own address the list of every simulated subscription with the buttons that move one
 * on. Each change is announced to the app with signed notifications, sent at once and again later
 * until acknowledged.
 */
export async function simulatorSubscriptionRoutes(
  app: FastifyInstance,
  simulator: SimulatorPayments,
  notifications: SimulatorNotifications,
  publicUrl: string,
) {
  const subscriptions = simulator.subscriptions;

  /** Sends the stored notifications now; one the app refuses stays stored and is resent later. */
  const deliver = async (request: FastifyRequest, event: SubscriptionEvent) => {
    for (const id of event.notificationIds) {
      const status = await notifications.deliver(app, id);
      if (status < 200 || status >= 300) {
        request.log.warn({ status, subscriptionId: event.subscription.id }, 'simulated notification refused');
      }
    }
  };

  /** Our own pages only (no open redirect). */
  const backTo = (backUrl: string, subscriptionId: string): string | null => {
    if (!backUrl.startsWith(`${publicUrl}/`)) return null;
    const target = new URL(backUrl);
    target.searchParams.set('preapproval_id', subscriptionId);
    return target.toString();
  };

  await app.register(async (scope) => {
    acceptFormPosts(scope);

    scope.get<{ Params: { id: string } }>(`${SUBSCRIPTION_CONSENT_PATH}/:id`, async (request, reply) => {
      const sub = await subscriptions.find(request.params.id);
      if (!sub) return sendHtml(noStore(reply), notFoundPage(), 404);
      if (sub.status !== 'pending') return sendHtml(noStore(reply), consentDonePage(sub));
      const action = `${SUBSCRIPTION_CONSENT_PATH}/${encodeURIComponent(sub.id)}`;
      return sendHtml(noStore(reply), consentPage(sub, action));
    });

    scope.post<{ Params: { id: string }; Body: Form }>(
      `${SUBSCRIPTION_CONSENT_PATH}/:id`,
      async (request, reply) => {
        const sub = await subscriptions.find(request.params.id);
        if (!sub) return sendHtml(noStore(reply), notFoundPage(), 404);
        const decision = formField(request.body, 'decision');
        if (decision !== 'suscribirme' && decision !== 'cancelar') {
          return sendHtml(noStore(reply), messagePage('Solicitud inválida', 'Elige una opción.'), 400);
        }
        if (decision === 'suscribirme') {
          // A second press (or ten at once) finds it authorized and charges nothing more.
          const event = await subscriptions.authorize(sub.id);
          if (event) await deliver(request, event);
        }
        const back = backTo(sub.back_url, sub.id);
        if (!back) {
          return sendHtml(
            noStore(reply),
            messagePage('Suscripción registrada', 'Ya puedes cerrar esta ventana.'),
          );
        }
        return reply.redirect(back, 302);
      },
    );

    scope.get(SUBSCRIPTIONS_PATH, async (_request, reply) => {
      return sendHtml(noStore(reply), subscriptionsListPage(await subscriptions.list(LIST_LIMIT)));
    });

    scope.get<{ Params: { id: string } }>(`${SUBSCRIPTIONS_PATH}/:id`, async (request, reply) => {
      const sub = await subscriptions.find(request.params.id);
      if (!sub) return sendHtml(noStore(reply), notFoundPage(), 404);
      const done = formField(request.query, 'hecho');
      const notice = Object.values(ACTIONS).find((a) => a.done === done)?.notice ?? null;
      const action = `${SUBSCRIPTIONS_PATH}/${encodeURIComponent(sub.id)}`;
      return sendHtml(
        noStore(reply),
        subscriptionDetailPage(sub, await subscriptions.invoicesOf(sub.id), action, notice),
      );
    });

    scope.post<{ Params: { id: string }; Body: Form }>(
      `${SUBSCRIPTIONS_PATH}/:id`,
      async (request, reply) => {
        const sub = await subscriptions.find(request.params.id);
        if (!sub) return sendHtml(noStore(reply), notFoundPage(), 404);
        const choice = formField(request.body, 'accion');
        if (!isAction(choice)) {
          return sendHtml(noStore(reply), messagePage('Solicitud inválida', 'Elige una acción.'), 400);
        }
        const event =
          choice === 'pausar'
            ? await subscriptions.pause(sub.id)
            : await subscriptions.chargeMonth(sub.id, OUTCOMES[choice]);
        if (!event) {
          return sendHtml(
            noStore(reply),
            messagePage('Suscripción no activa', 'Solo una suscripción activa puede cobrarse o pausarse.'),
            409,
          );
        }
        await deliver(request, event);
        const target = `${SUBSCRIPTIONS_PATH}/${encodeURIComponent(sub.id)}?hecho=${ACTIONS[choice].done}`;
        return reply.redirect(target, 303);
      },
    );
  });
}
