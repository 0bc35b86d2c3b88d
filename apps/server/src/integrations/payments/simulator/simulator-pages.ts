import { Money } from '@enlaza/shared/money';
import { escapeHtml } from '../../../http/html-answers';
import { consentScreen, simulatorPage } from '../../simulator-html';
import type { SimulatedPaymentRow, SimulatedPreference } from './simulator-payments-store';

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #eef1f6; color: #1f2937; }
  .bar { background: #00699c; color: #fff; padding: 0.75rem 1.25rem; font-weight: 700; }
  .note { margin: 0; background: #fff7d6; border-bottom: 1px solid #f1d27a; padding: 0.5rem 1.25rem; font-size: 0.9rem; }
  main { max-width: 28rem; margin: 2rem auto; background: #fff; border-radius: 0.75rem; padding: 1.5rem;
    box-shadow: 0 1px 4px rgb(0 0 0 / 0.12); }
  h1 { font-size: 1.35rem; margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.4rem 1rem; margin: 0 0 1.5rem; }
  dt { color: #4b5563; } dd { margin: 0; font-weight: 600; }
  .amount { font-size: 2rem; font-weight: 700; margin: 0.5rem 0 1.5rem; }
  form { margin: 0; } .actions { display: grid; gap: 0.75rem; }
  button { font: inherit; font-weight: 600; padding: 0.8rem 1rem; border-radius: 0.5rem; border: 2px solid transparent;
    cursor: pointer; width: 100%; }
  button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  .primary { background: #00699c; color: #fff; } .danger { background: #b91c1c; color: #fff; }
  .secondary { background: #fff; color: #1f2937; border-color: #9ca3af; }
  ul { padding-left: 1.25rem; } a { color: #1d4ed8; }
  .list { list-style: none; padding: 0; display: grid; gap: 0.75rem; }
  .list li { border: 1px solid #d1d5db; border-radius: 0.5rem; padding: 0.75rem; }
  .status { display: inline-block; font-weight: 600; }
  button:disabled { opacity: 0.55; cursor: not-allowed; }
`;

const SHELL = {
  style: STYLE,
  barHtml: 'Mercado Pago · simulador',
  note: 'Simulado para desarrollo: esta página reemplaza a Mercado Pago y no mueve dinero real.',
};

/** A page of the simulated Mercado Pago: its bar, the simulation note, Spanish. */
export function page(title: string, body: string): string {
  return simulatorPage(SHELL, title, body);
}

export function authorizePage(input: { state: string; redirectUri: string; action: string }): string {
  return page(
    'Autorizar Enlazá · Mercado Pago (simulado)',
    consentScreen({
      provider: 'Mercado Pago',
      abilities: [
        'Crear cobros de donaciones a tu nombre.',
        'Consultar el estado de esos pagos.',
        'Renovar el acceso sin pedirte que vuelvas a ingresar.',
      ],
      action: input.action,
      fields: { state: input.state, redirect_uri: input.redirectUri },
    }),
  );
}

/** What a paid checkout says about its payment now. */
const PAID_TITLES: Record<string, string> = {
  approved: 'Este pago ya fue aprobado',
  refunded: 'Este pago fue reembolsado',
  charged_back: 'Este pago tiene un contracargo',
  in_mediation: 'Este pago está en disputa',
};

/**
 * The checkout of a preference. Once paid it says so; while the payment is approved it also offers
 * what may happen to it afterwards: a refund, or the donor's bank charging it back.
 */
export function checkoutPage(
  preference: SimulatedPreference,
  action: string,
  paid: SimulatedPaymentRow | null,
): string {
  const amount = Money.fromCents(preference.amount_cents).format();
  const details = `<dl>
  <dt>Concepto</dt><dd>${escapeHtml(preference.title)}</dd>
  ${preference.description ? `<dt>Detalle</dt><dd>${escapeHtml(preference.description)}</dd>` : ''}
</dl>
<p class="amount" aria-label="Monto a pagar: ${escapeHtml(amount)}">${escapeHtml(amount)}</p>`;
  if (paid) {
    const back = preference.back_url_success;
    const title = PAID_TITLES[paid.status] ?? 'Este pago ya fue aprobado';
    const after =
      paid.status === 'approved'
        ? `<p>Después de aprobado, un pago puede reembolsarse o recibir un contracargo del banco de quien pagó.</p>
<form method="post" action="${escapeHtml(action)}" class="actions">
  <button type="submit" name="resultado" value="reembolsar" class="secondary">Reembolsar</button>
  <button type="submit" name="resultado" value="contracargo" class="danger">Contracargo</button>
</form>`
        : '';
    return page(
      `${title} · Mercado Pago (simulado)`,
      `<h1>${escapeHtml(title)}</h1>${details}${after}${back ? `<p><a href="${escapeHtml(back)}">Volver al sitio</a></p>` : ''}`,
    );
  }
  return page(
    'Pagar donación · Mercado Pago (simulado)',
    `<h1>Pagar donación</h1>${details}
<form method="post" action="${escapeHtml(action)}" class="actions">
  <button type="submit" name="resultado" value="aprobar" class="primary">Aprobar pago</button>
  <button type="submit" name="resultado" value="rechazar" class="danger">Rechazar pago</button>
  <button type="submit" name="resultado" value="pendiente" class="secondary">Dejar pendiente</button>
</form>`,
  );
}

export function messagePage(title: string, message: string, backUrl?: string | null): string {
  const back = backUrl ? `<p><a href="${escapeHtml(backUrl)}">Volver al sitio</a></p>` : '';
  return page(
    `${title} · Mercado Pago (simulado)`,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${back}`,
  );
}
