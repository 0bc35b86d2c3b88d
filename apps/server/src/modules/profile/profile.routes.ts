import { profileContract as contract } from '@enlaza/shared/profile';
import { presentSelf } from '../../accounts/user.presenter';
import type { CreatorApi } from '../../http/api';
import { donationAlertsRoutes } from './donation-alerts.routes';
import type { ProfileService } from './profile.service';
import { profileBackgroundRoutes } from './profile-background.routes';
import type { ProfileDeps } from './profile-deps';
import { profileImageRoutes } from './profile-image.routes';
import { profileQrRoutes } from './profile-qr.routes';

/**
 * The creator's profile: PUT /users/profile, PUT /users/profile/theme, the avatar, the background
 * image, the page's QR and 'Avisos de aportes'.
 */
export async function profileRoutes(
  app: CreatorApi,
  profile: ProfileService,
  deps: ProfileDeps,
): Promise<void> {
  app.put('/users/profile', { schema: contract.update }, async (request) => {
    const user = presentSelf(await profile.update(request.auth.userId, request.body));
    return { success: true as const, data: { user } };
  });

  app.put('/users/profile/theme', { schema: contract.updateTheme }, async (request) => {
    const user = presentSelf(await profile.updateTheme(request.auth.userId, request.body));
    return { success: true as const, data: { user } };
  });

  await profileImageRoutes(app, deps);
  await profileBackgroundRoutes(app, deps);
  await profileQrRoutes(app, deps);
  await donationAlertsRoutes(app, deps);
}
