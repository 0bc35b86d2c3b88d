import { DONATION_LIMITS, DONATION_MESSAGES, type DonationsAvailability } from '@enlaza/shared/donations';
import { donationsQuerySchema } from '@enlaza/shared/donations-schema';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../http/errors';
import { routeId } from '../../http/request-input';
import { parse } from '../../http/validate';
import { requireAuth } from '../../plugins/authenticate';
import { UUID_PATTERN } from './apply-payment';
import { CheckoutService } from './checkout.service';
import { presentPublicDonation } from './donation.presenter';
import { DonationsRepository } from './donations.repository';
import { paymentSync } from './payment-sync';

const RECONCILES_PER_MINUTE = 30;

/** Donations: checkout and status for donors, history for the creator (spec 02 §7 "Donations"). */
export async function donationsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const checkout = new CheckoutService(deps);
  const donations = new DonationsRepository(deps.database.db);
  const auth = { preHandler: app.authenticate };

  app.post('/donations/checkout', async (request, reply) => {
    const data = await checkout.start(request.body, request.ip);
    return reply.status(201).send({ success: true, data });
  });

  app.get('/donations/test', async () => {
    const data: DonationsAvailability = {
      available: true,
      simulated: deps.payments.kind === 'simulator',
      currency: 'ARS',
      min_amount: DONATION_LIMITS.amountMin,
      max_amount: DONATION_LIMITS.amountMax,
      commission_percent: deps.config.payments.commissionPercent,
    };
    return { success: true, data };
  });

  app.get('/donations/received', auth, async (request) => {
    const query = parse(donationsQuerySchema, request.query);
    return { success: true, data: await donations.page({ creatorId: requireAuth(request).userId }, query) };
  });

  app.get<{ Params: { goalId: string } }>('/donations/goal/:goalId', auth, async (request) => {
    const { userId } = requireAuth(request);
    const goalId = routeId(request.params.goalId, DONATION_MESSAGES.goalNotFound);
    if (!(await donations.ownsGoal(userId, goalId))) throw notFound(DONATION_MESSAGES.goalNotFound);
    const query = parse(donationsQuerySchema, request.query);
    return { success: true, data: await donations.page({ creatorId: userId, goalId }, query) };
  });

  // Public: the donor's return page. `payment_id` (from the checkout's return URL) is only a hint,
  // checked with the provider before anything changes.
  app.get<{ Params: { id: string }; Querystring: { payment_id?: unknown } }>(
    '/donations/:id/status',
    async (request) => {
      const id = request.params.id.toLowerCase();
      if (!UUID_PATTERN.test(id)) throw notFound(DONATION_MESSAGES.notFound);
      const paymentId = request.query.payment_id;
      if (typeof paymentId === 'string' && /^\d{1,20}$/.test(paymentId)) {
        const donation = await donations.findForSync(id);
        if (
          donation &&
          (await deps.rateLimiter.take(`donation-status:${request.ip}`, RECONCILES_PER_MINUTE, 60_000))
        ) {
          await paymentSync(deps).reconcile(donation, paymentId);
        }
      }
      const row = await donations.findPublic(id);
      if (!row) throw notFound(DONATION_MESSAGES.notFound);
      return { success: true, data: { donation: presentPublicDonation(row) } };
    },
  );
}
