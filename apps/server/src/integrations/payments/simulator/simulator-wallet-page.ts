import { Money } from '@enlaza/shared/money';
import { escapeHtml } from '../../../http/html-answers';
import { page } from './simulator-pages';

/** The wallet screen after scanning: merchant and amount read from the QR's payload, 'Pagar' and 'Rechazar'. */
export function walletPage(input: {
  qrData: string;
  merchantName: string;
  amount: string;
  action: string;
}): string {
  const amount = Money.fromPesos(Number(input.amount)).format();
  return page(
    'Pagar con QR · Mercado Pago (simulado)',
    `<h1>Pagar con QR</h1>
<p>Escaneaste un código QR. Revisa a quién le pagas y el monto antes de confirmar.</p>
<dl>
  <dt>Para</dt><dd>${escapeHtml(input.merchantName)}</dd>
</dl>
<p class="amount" aria-label="Monto a pagar: ${escapeHtml(amount)}">${escapeHtml(amount)}</p>
<form method="post" action="${escapeHtml(input.action)}" class="actions">
  <input type="hidden" name="qr" value="${escapeHtml(input.qrData)}">
  <button type="submit" name="decision" value="pagar" class="primary">Pagar</button>
  <button type="submit" name="decision" value="rechazar" class="secondary">Rechazar</button>
</form>`,
  );
}
