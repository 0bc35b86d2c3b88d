import {
  donationsContract as contract,
  DONATION_MESSAGES,
  WALL_MODERATION_MESSAGES,
} from '@enlaza/shared/donations';
import { PAYMENT_MESSAGES, webhooksContract } from '@enlaza/shared/payments';
import type { FastifyRequest } from 'fastify';
import type { Api, CreatorApi } from '../../http/api';
import { notFound } from '../../http/errors';
import type { PageVisits } from '../../ports/page-visits';
import type { DonationsService } from './donations.service';
import { InvalidSignatureError } from './webhook.service';

export const WEBHOOK_ROUTE = '/webhooks/mercadopago';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Donations for donors: checkout and status (spec 02 §7 "Donations"), and the provider's
 * notifications. `visits` tells who started a checkout, as their views are counted (the funnel).
 */
export async function donationsRoutes(
  app: Api,
  donations: DonationsService,
  visits: Pick<PageVisits, 'visitorHash'>,
): Promise<void> {
  app.post('/donations/checkout', { schema: contract.checkout }, async (request, reply) => {
    const data = await donations.checkout.start(request.body, request.ip, visits.visitorHash(request));
    return reply.status(201).send({ success: true as const, data });
  });

  app.post(
    '/donations/events/:eventId/checkout',
    { schema: contract.eventCheckout },
    async (request, reply) => {
      const data = await donations.checkout.startForEvent(
        request.params.eventId,
        request.body,
        request.ip,
        visits.visitorHash(request),
      );
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.get('/donations/test', { schema: contract.test }, async () => ({
    success: true as const,
    data: donations.availability(),
  }));

  // Public: the donor's return page.
  app.get('/donations/:id/status', { schema: contract.status }, async (request) => {
    const donation = await donations.publicStatus(request.params.id, request.query.payment_id, request.ip);
    return { success: true as const, data: { donation } };
  });

  app.post(WEBHOOK_ROUTE, { schema: webhooksContract.mercadopago }, async (request) => {
    try {
      const result = await donations.webhooks.receive({
        signature: header(request, 'x-signature'),
        requestId: header(request, 'x-request-id'),
        query: request.query,
        body: request.body,
      });
      request.log.info({ result }, 'provider notification');
    } catch (error) {
      if (error instanceof InvalidSignatureError)
        request.log.warn({ check: error.check }, 'webhook signature refused');
      throw error;
    }
    return { success: true as const, message: PAYMENT_MESSAGES.notificationReceived };
  });
}

/** The creator's donation history, all of it or one goal's, and refunding one of them. */
export async function donationHistoryRoutes(app: CreatorApi, donations: DonationsService): Promise<void> {
  app.get('/donations/received', { schema: contract.received }, async (request) => ({
    success: true as const,
    data: await donations.received(request.auth.userId, request.query),
  }));

  app.post('/donations/:id/refund', { schema: contract.refund }, async (request) => ({
    success: true as const,
    data: { donation: await donations.refunds.refund(request.auth.userId, request.params.id) },
  }));

  app.get('/donations/goal/:goalId', { schema: contract.byGoal }, async (request) => ({
    success: true as const,
    data: await donations.receivedForGoal(request.auth.userId, request.params.goalId, request.query),
  }));

  // Moderation of the supporters' wall (issue 20): the creator's own donations only.
  app.patch('/donations/:id', { schema: contract.update }, async (request) => {
    const { userId } = request.auth;
    await donations.supporters.update(userId, request.params.id, request.body);
    const donation = await donations.receivedOne(userId, request.params.id);
    if (!donation) throw notFound(DONATION_MESSAGES.notFound);
    return { success: true as const, message: WALL_MODERATION_MESSAGES.updated, data: { donation } };
  });

  app.get('/donations/wall-settings', { schema: contract.wallSettings }, async (request) => ({
    success: true as const,
    data: await donations.supporters.settings(request.auth.userId),
  }));

  app.put('/donations/wall-settings', { schema: contract.updateWallSettings }, async (request) => ({
    success: true as const,
    message: WALL_MODERATION_MESSAGES.settingsSaved,
    data: await donations.supporters.updateSettings(request.auth.userId, request.body),
  }));
}
