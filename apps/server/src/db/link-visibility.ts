import type { ExpressionBuilder } from 'kysely';
import type { DB } from './schema';

/**
 * The SQL form of `linkSchedule()` (packages/shared/src/links/messages.ts) plus the active flag: a link
 * visitors see at `now`. Timestamps are ISO-8601 UTC text of one width, so text order is time order.
 */
export function isLinkShown(eb: ExpressionBuilder<DB, 'links'>, now: Date) {
  const at = now.toISOString();
  return eb.and([
    eb('links.is_active', '=', 1),
    eb.or([eb('links.starts_at', 'is', null), eb('links.starts_at', '<=', at)]),
    eb.or([eb('links.ends_at', 'is', null), eb('links.ends_at', '>', at)]),
  ]);
}
