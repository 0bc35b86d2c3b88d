import type { OwnedSocial } from '../../ports/owned-lists';
import { presentSocialItem } from './social.presenter';
import type { SocialService } from './social.service';

/** A creator's social icons row as they see it, for the account export. */
export function ownedSocial(social: SocialService): OwnedSocial {
  return { list: async (userId) => (await social.list(userId)).map(presentSocialItem) };
}
