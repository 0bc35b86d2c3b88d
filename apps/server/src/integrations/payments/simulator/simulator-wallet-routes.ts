import type { FastifyInstance } from 'fastify';
import { acceptFormPosts, type Form, formField } from '../../../http/form-posts';
import { noStore, sendHtml } from '../../../http/html-answers';
import { messagePage } from './simulator-pages';
import { SIMULATOR_BASE_PATH } from './simulator-paths';
import type { SimulatorPayments } from './simulator-payments';
import { readSimulatedQr } from './simulator-qr-orders';
import { walletPage } from './simulator-wallet-page';
import type { SimulatorNotifications } from './simulator-webhook';

/** The simulated bank or wallet app a fan scans a gorra QR with. */
export const WALLET_PATH = `${SIMULATOR_BASE_PATH}/billetera`;

const UNAVAILABLE = {
  title: 'Este código ya no está disponible',
  message: 'El cobro ya se pagó, se canceló o venció. Pídele a quien cobra un código nuevo.',
};

/**
 * 'Billetera' (issue 32): `GET /simulador/mercadopago/billetera?qr={qr_data}` shows the merchant
 * and amount read from the EMVCo payload; 'Pagar' processes the order once and sends its signed
 * notification (stored first, sent again until acknowledged); 'Rechazar' pays nothing.
 */
export async function simulatorWalletRoutes(
  app: FastifyInstance,
  simulator: SimulatorPayments,
  notifications: SimulatorNotifications,
): Promise<void> {
  await app.register(async (scope) => {
    acceptFormPosts(scope);

    const invalid = () =>
      messagePage('Código QR inválido', 'Este código QR no es de un cobro de Mercado Pago.');

    scope.get(WALLET_PATH, async (request, reply) => {
      const qrData = formField(request.query, 'qr') ?? '';
      const read = readSimulatedQr(qrData);
      if (!read) return sendHtml(noStore(reply), invalid(), 400);
      const order = await simulator.qr.getOrder(read.orderId);
      if (!order || !simulator.qr.isPayable(order)) {
        return sendHtml(noStore(reply), messagePage(UNAVAILABLE.title, UNAVAILABLE.message), 410);
      }
      return sendHtml(noStore(reply), walletPage({ qrData, ...read, action: WALLET_PATH }));
    });

    scope.post<{ Body: Form }>(WALLET_PATH, async (request, reply) => {
      const read = readSimulatedQr(formField(request.body, 'qr') ?? '');
      if (!read) return sendHtml(noStore(reply), invalid(), 400);
      const decision = formField(request.body, 'decision');
      if (decision === 'rechazar') {
        return sendHtml(
          noStore(reply),
          messagePage('Pago rechazado', 'No se hizo ningún pago. Puedes cerrar esta ventana.'),
        );
      }
      if (decision !== 'pagar') {
        return sendHtml(noStore(reply), messagePage('Solicitud inválida', 'Elige Pagar o Rechazar.'), 400);
      }
      const outcome = await simulator.qr.pay(read.orderId, notifications);
      if (outcome.kind === 'unavailable') {
        return sendHtml(noStore(reply), messagePage(UNAVAILABLE.title, UNAVAILABLE.message), 410);
      }
      if (outcome.notificationId) {
        // Not acknowledged: it stays stored and is sent again later (resendDue).
        const status = await notifications.deliver(app, outcome.notificationId);
        if (status < 200 || status >= 300)
          request.log.warn({ status, orderId: outcome.order.id }, 'simulated notification refused');
      }
      return sendHtml(
        noStore(reply),
        messagePage('Pago realizado', `Le pagaste a ${read.merchantName}. Ya puedes cerrar esta ventana.`),
      );
    });
  });
}
