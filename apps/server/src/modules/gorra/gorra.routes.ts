import { gorraContract as contract, GORRA_MESSAGES, GORRA_PLACE_MESSAGES } from '@enlaza/shared/gorra';
import QRCode from 'qrcode';
import type { CreatorApi } from '../../http/api';
import type { Clock } from '../../lib/clock';
import type { GorraService } from './gorra.service';
import { presentOrder, presentPlace } from './gorra-order.presenter';

/** The quiet zone scanners need around the code. */
const QUIET_ZONE = 4;
/** Pixels per module: big enough to scan from a phone held up to a crowd. */
const PNG_SCALE = 12;

/** 'Modo gorra' behind login (issue 32): the creator's own QR orders. */
export async function gorraRoutes(app: CreatorApi, gorra: GorraService, clock: Clock): Promise<void> {
  app.post('/gorra/orders', { schema: contract.createOrder }, async (request, reply) => {
    const row = await gorra.create(request.auth.userId, request.body);
    return reply
      .status(201)
      .send({ success: true, message: GORRA_MESSAGES.created, data: presentOrder(row, clock.now()) });
  });

  app.get('/gorra/place', { schema: contract.place }, async (request) => {
    return { success: true as const, data: presentPlace(await gorra.place(request.auth.userId)) };
  });

  app.put('/gorra/place', { schema: contract.savePlace }, async (request) => {
    const state = await gorra.savePlace(request.auth.userId, request.body);
    return { success: true as const, message: GORRA_PLACE_MESSAGES.saved, data: presentPlace(state) };
  });

  app.get('/gorra/orders/:id', { schema: contract.order }, async (request) => {
    const row = await gorra.owned(request.auth.userId, request.params.id);
    return { success: true as const, data: presentOrder(row, clock.now()) };
  });

  app.post('/gorra/orders/:id/cancel', { schema: contract.cancelOrder }, async (request) => {
    const row = await gorra.cancel(request.auth.userId, request.params.id);
    return {
      success: true as const,
      message: GORRA_MESSAGES.cancelled,
      data: presentOrder(row, clock.now()),
    };
  });

  // The QR encodes exactly the provider's qr_data, nothing added.
  const options = { errorCorrectionLevel: 'M' as const, margin: QUIET_ZONE };

  app.get('/gorra/orders/:id/qr.png', { schema: contract.qrPng }, async (request, reply) => {
    const row = await gorra.owned(request.auth.userId, request.params.id);
    const png = await QRCode.toBuffer(row.qr_data, { ...options, type: 'png', scale: PNG_SCALE });
    return reply.type('image/png').send(png);
  });

  app.get('/gorra/orders/:id/qr.svg', { schema: contract.qrSvg }, async (request, reply) => {
    const row = await gorra.owned(request.auth.userId, request.params.id);
    const svg = await QRCode.toString(row.qr_data, { ...options, type: 'svg' });
    return reply.type('image/svg+xml; charset=utf-8').send(svg);
  });
}
