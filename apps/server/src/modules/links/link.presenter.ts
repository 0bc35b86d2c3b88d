import type { Link } from '@enlaza/shared/links';
import type { Selectable } from 'kysely';
import type { LinksTable } from '../../db/schema';

export type LinkRow = Selectable<LinksTable>;

/** A link as its owner sees it; `active` and `clicks` repeat the snake-case fields for the client. */
export function presentLink(row: LinkRow): Link {
  const active = row.is_active === 1;
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    icon: row.icon,
    is_active: active,
    active,
    click_count: row.click_count,
    clicks: row.click_count,
    order_position: row.order_position,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
