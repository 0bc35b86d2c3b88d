import type { SocialItemsValues } from '@enlaza/shared/social';
import { logActivity } from '../../db/activity-log.repository';
import { deleteSocialLinks, listSocialLinks, type SocialRow, upsertSocialLink } from './social.repository';
import type { SocialDeps } from './social-deps';

/** A creator's social icons row (issue 24): read and replaced whole, scoped by user_id. */
export class SocialService {
  constructor(private readonly deps: SocialDeps) {}

  list(userId: number): Promise<SocialRow[]> {
    return listSocialLinks(this.deps.database.db, userId);
  }

  /** The row becomes exactly `items`, in that order; networks kept keep their click counts. */
  async replace(userId: number, items: SocialItemsValues['items']): Promise<SocialRow[]> {
    const now = this.deps.clock.now().toISOString();
    await this.deps.database.db.transaction().execute(async (trx) => {
      await deleteSocialLinks(
        trx,
        userId,
        items.map((item) => item.network),
      );
      for (const [index, item] of items.entries()) {
        await upsertSocialLink(trx, {
          user_id: userId,
          network: item.network,
          value: item.value,
          url: item.url,
          order_position: index + 1,
          created_at: now,
        });
      }
      await logActivity(trx, { userId, kind: 'profile_updated', at: now });
    });
    await this.deps.pageChanges.creatorChanged(userId);
    return this.list(userId);
  }
}
