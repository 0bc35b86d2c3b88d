import { donationChipsContract as contract, DONATION_CHIPS_MESSAGES } from '@enlaza/shared/donations';
import type { CreatorApi } from '../../http/api';
import type { DonationChipsService } from './donation-chips.service';

/** The creator's suggested amounts (issue 33): read, set (with the index they follow), back to defaults. */
export async function donationChipsRoutes(app: CreatorApi, chips: DonationChipsService): Promise<void> {
  app.get('/donation-chips', { schema: contract.get }, async (request) => ({
    success: true as const,
    data: { chips: await chips.get(request.auth.userId) },
  }));

  app.put('/donation-chips', { schema: contract.update }, async (request) => ({
    success: true as const,
    message: DONATION_CHIPS_MESSAGES.saved,
    data: { chips: await chips.set(request.auth.userId, request.body) },
  }));

  app.delete('/donation-chips', { schema: contract.remove }, async (request) => ({
    success: true as const,
    message: DONATION_CHIPS_MESSAGES.reset,
    data: { chips: await chips.reset(request.auth.userId) },
  }));
}
