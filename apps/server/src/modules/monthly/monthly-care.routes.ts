import { MONTHLY_CARE_MESSAGES as C, monthlyCareContract, monthlyGiftContract } from '@enlaza/shared/monthly';
import type { Api, CreatorApi } from '../../http/api';
import type { MonthlyService } from './monthly.service';

/** Issue 34 behind login: 'Meta mensual' and the failed-charge reminder. */
export async function monthlyCareRoutes(app: CreatorApi, monthly: MonthlyService): Promise<void> {
  app.get('/monthly/goal', { schema: monthlyCareContract.goal }, async (request) => {
    return { success: true as const, data: { goal: await monthly.care.goal(request.auth.userId) } };
  });

  app.put('/monthly/goal', { schema: monthlyCareContract.saveGoal }, async (request) => {
    const goal = await monthly.care.saveGoal(request.auth.userId, request.body);
    return { success: true as const, message: C.goalSaved, data: { goal } };
  });

  app.delete('/monthly/goal', { schema: monthlyCareContract.removeGoal }, async (request) => {
    await monthly.care.removeGoal(request.auth.userId);
    return { success: true as const, message: C.goalRemoved, data: {} };
  });

  app.post(
    '/monthly/supporters/:id/payment-reminder',
    { schema: monthlyCareContract.resendPaymentReminder },
    async (request) => {
      const supporter = await monthly.care.resendReminder(request.auth.userId, request.params.id);
      return { success: true as const, message: C.reminderSent, data: { supporter } };
    },
  );
}

/** 'Regalar un mes' (public, rate-limited with the checkouts): the giver's Checkout Pro link. */
export async function monthlyGiftRoutes(app: Api, monthly: MonthlyService): Promise<void> {
  app.post(
    '/public/:username/monthly/:tierId/gifts',
    { schema: monthlyGiftContract.create },
    async (request, reply) => {
      const { username, tierId } = request.params;
      const gift = await monthly.care.gift(username, tierId, request.body, request.ip);
      return reply.status(201).send({ success: true as const, data: gift });
    },
  );
}
