import { socialContract as contract, SOCIAL_MESSAGES } from '@enlaza/shared/social';
import type { CreatorApi } from '../../http/api';
import { presentSocialItem } from './social.presenter';
import type { SocialService } from './social.service';

/** GET and PUT /social: the creator's social icons row. */
export async function socialRoutes(app: CreatorApi, social: SocialService): Promise<void> {
  app.get('/social', { schema: contract.list }, async (request) => {
    const items = (await social.list(request.auth.userId)).map(presentSocialItem);
    return { success: true as const, data: { items } };
  });

  app.put('/social', { schema: contract.replace }, async (request) => {
    const items = (await social.replace(request.auth.userId, request.body.items)).map(presentSocialItem);
    return { success: true as const, message: SOCIAL_MESSAGES.saved, data: { items } };
  });
}
