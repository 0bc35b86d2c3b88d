import type { Link, LinkDisplay } from '@enlaza/shared/links';
import type { Selectable } from 'kysely';
import type { LinksTable } from '../../db/schema';

export type LinkRow = Selectable<LinksTable>;

/** A link as its owner sees it. */
export function presentLink(row: LinkRow): Link {
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    icon: row.icon,
    is_active: row.is_active === 1,
    click_count: row.click_count,
    order_position: row.order_position,
    display: row.display as LinkDisplay,
    thumbnail_url: row.thumbnail_url,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
