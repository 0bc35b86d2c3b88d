import { argentinaNow } from '@enlaza/shared/events';
import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../../db/schema';

/** Statuses a visitor may see: drafts and cancelled events never leave the creator's dashboard. */
export const VISIBLE_EVENT_STATUSES = ['published', 'completed'] as const;

/**
 * Published and not started yet in Argentine wall-clock time: the SQL form of isEventUpcoming
 * (an event without a time is upcoming all of its day).
 */
export function isUpcoming(eb: ExpressionBuilder<DB, 'events'>, now: Date) {
  const current = argentinaNow(now);
  return eb.and([
    eb('events.status', '=', 'published'),
    eb.or([
      eb('events.event_date', '>', current.date),
      eb.and([
        eb('events.event_date', '=', current.date),
        eb.or([eb('events.event_time', 'is', null), eb('events.event_time', '>', current.time)]),
      ]),
    ]),
  ]);
}
