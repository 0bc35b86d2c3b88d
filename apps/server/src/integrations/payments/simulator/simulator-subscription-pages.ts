import { Money } from '@enlaza/shared/money';
import { SUBSCRIPTION_STATUS_LABELS, type SubscriptionStatus } from '@enlaza/shared/monthly';
import { escapeHtml } from '../../../http/html-answers';
import { page } from './simulator-pages';
import { SUBSCRIPTIONS_PATH } from './simulator-paths';
import type { SimulatedInvoice, SimulatedSubscription } from './simulator-subscriptions-store';

/** The simulator's pages of subscriptions: the supporter's consent, and the list and buttons of each. */

const perMonth = (cents: number) => `${Money.fromCents(cents).format()} por mes`;

function statusLabel(status: string): string {
  return SUBSCRIPTION_STATUS_LABELS[status as SubscriptionStatus] ?? status;
}

const dateFormat = new Intl.DateTimeFormat('es-AR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'America/Argentina/Buenos_Aires',
});
const day = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : '—');

function details(sub: SimulatedSubscription): string {
  return `<dl>
  <dt>Suscripción</dt><dd>${escapeHtml(sub.reason)}</dd>
  <dt>Email</dt><dd>${escapeHtml(sub.payer_email)}</dd>
  <dt>Estado</dt><dd><span class="status">${escapeHtml(statusLabel(sub.status))}</span></dd>
</dl>
<p class="amount">${escapeHtml(perMonth(sub.amount_cents))}</p>`;
}

/**
 * What the supporter sees at the provider after our subscribe page: the subscription and the two
 * choices, 'Suscribirme' (confirm: the first month is charged now) and 'Cancelar'.
 */
export function consentPage(sub: SimulatedSubscription, action: string): string {
  return page(
    'Confirmar suscripción · Mercado Pago (simulado)',
    `<h1>Confirmar suscripción</h1>${details(sub)}
<p>Al suscribirte, Mercado Pago cobra el primer mes ahora y después uno por mes hasta que te des de baja.</p>
<form method="post" action="${escapeHtml(action)}" class="actions">
  <button type="submit" name="decision" value="suscribirme" class="primary">Suscribirme</button>
  <button type="submit" name="decision" value="cancelar" class="secondary">Cancelar</button>
</form>`,
  );
}

/** A subscription already confirmed or ended: no second charge from the consent page. */
export function consentDonePage(sub: SimulatedSubscription): string {
  return page(
    'Suscripción · Mercado Pago (simulado)',
    `<h1>Esta suscripción ya no espera confirmación</h1>${details(sub)}
<p><a href="${escapeHtml(sub.back_url)}">Volver al sitio</a></p>`,
  );
}

/** Every simulated subscription, newest first, each linking to its page and buttons. */
export function subscriptionsListPage(subs: SimulatedSubscription[]): string {
  const items = subs
    .map(
      (sub) => `  <li>
    <a href="${SUBSCRIPTIONS_PATH}/${encodeURIComponent(sub.id)}">${escapeHtml(sub.payer_email)}</a><br>
    ${escapeHtml(sub.reason)} · ${escapeHtml(perMonth(sub.amount_cents))} ·
    <span class="status">${escapeHtml(statusLabel(sub.status))}</span>
  </li>`,
    )
    .join('\n');
  const body =
    subs.length === 0
      ? '<p>Todavía no hay suscripciones simuladas.</p>'
      : `<ul class="list">\n${items}\n</ul>`;
  return page(
    'Suscripciones · Mercado Pago (simulado)',
    `<h1>Suscripciones</h1>
<p>Las suscripciones creadas en el simulador. Desde cada una puedes cobrar un mes, rechazar un cobro o pausarla.</p>
${body}`,
  );
}

const INVOICE_LABELS: Record<string, string> = {
  approved: 'Cobrado',
  rejected: 'Rechazado',
};

/**
 * One subscription: its details, its monthly charges, and the buttons of what the bank and the
 * supporter may do while it is active ('Cobrar mes', 'Rechazar cobro', 'Pausar').
 */
export function subscriptionDetailPage(
  sub: SimulatedSubscription,
  invoices: SimulatedInvoice[],
  action: string,
  notice: string | null = null,
): string {
  const charges =
    invoices.length === 0
      ? '<p>Sin cobros todavía.</p>'
      : `<ul class="list">\n${invoices
          .map(
            (invoice) =>
              `  <li>${escapeHtml(day(invoice.debit_date))} · ${escapeHtml(
                Money.fromCents(invoice.amount_cents).format(),
              )} · ${escapeHtml(INVOICE_LABELS[invoice.payment_status ?? ''] ?? 'Pendiente')}${
                invoice.next_retry_date
                  ? ` · próximo reintento ${escapeHtml(day(invoice.next_retry_date))}`
                  : ''
              } · operación ${escapeHtml(invoice.payment_id ?? '—')}</li>`,
          )
          .join('\n')}\n</ul>`;
  const buttons =
    sub.status === 'authorized'
      ? `<form method="post" action="${escapeHtml(action)}" class="actions">
  <button type="submit" name="accion" value="cobrar" class="primary">Cobrar mes</button>
  <button type="submit" name="accion" value="rechazar" class="danger">Rechazar cobro</button>
  <button type="submit" name="accion" value="agotar" class="danger">Rechazar sin reintentos</button>
  <button type="submit" name="accion" value="pausar" class="secondary">Pausar</button>
</form>`
      : `<p>Solo una suscripción activa puede cobrarse o pausarse.</p>`;
  return page(
    'Suscripción · Mercado Pago (simulado)',
    `<h1>Suscripción</h1>
${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}${details(sub)}
<dl>
  <dt>Próximo cobro</dt><dd>${escapeHtml(day(sub.next_payment_date))}</dd>
  <dt>Cobros fallidos</dt><dd>${sub.failed_charges}</dd>
</dl>
${buttons}
<h2>Cobros</h2>
${charges}
<p><a href="${SUBSCRIPTIONS_PATH}">Todas las suscripciones</a></p>`,
  );
}
