import {
  profileContract as contract,
  DEFAULT_DONATION_ALERTS,
  DONATION_ALERTS,
  type DonationAlerts,
  PROFILE_MESSAGES,
} from '@enlaza/shared/profile';
import type { CreatorApi } from '../../http/api';
import { unauthorized } from '../../http/errors';
import { donationAlertsOf, setDonationAlerts } from './profile.repository';
import type { ProfileDeps } from './profile-deps';

function asAlerts(value: string): DonationAlerts {
  return (DONATION_ALERTS as readonly string[]).includes(value)
    ? (value as DonationAlerts)
    : DEFAULT_DONATION_ALERTS;
}

/** 'Avisos de aportes': GET and PUT /users/profile/alerts, the creator's own row only. */
export async function donationAlertsRoutes(app: CreatorApi, deps: ProfileDeps): Promise<void> {
  const { db } = deps.database;

  app.get('/users/profile/alerts', { schema: contract.alerts }, async (request) => {
    const value = await donationAlertsOf(db, request.auth.userId);
    if (value === undefined) throw unauthorized();
    return { success: true as const, data: { donation_alerts: asAlerts(value) } };
  });

  app.put('/users/profile/alerts', { schema: contract.updateAlerts }, async (request) => {
    const { donation_alerts } = request.body;
    await setDonationAlerts(db, request.auth.userId, donation_alerts, deps.clock.now().toISOString());
    return { success: true as const, message: PROFILE_MESSAGES.alertsSaved, data: { donation_alerts } };
  });
}
