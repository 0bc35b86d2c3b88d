import type { SocialItem, SocialNetwork } from '@enlaza/shared/social';
import type { SocialRow } from './social.repository';

/** An icon as its owner sees it. */
export function presentSocialItem(row: SocialRow): SocialItem {
  return {
    id: row.id,
    network: row.network as SocialNetwork,
    value: row.value,
    url: row.url,
    order_position: row.order_position,
    click_count: row.click_count,
  };
}
