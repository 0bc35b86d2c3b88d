import { normalizeUsername } from '../../lib/username';
import type { OwnedPublicEvent, PublicReads } from '../../ports/public-reads';
import { rowIdOf } from './row-id';

/** What an /e/{username}/{eventId}… address names. */
export type EventLookup =
  | { kind: 'found'; event: OwnedPublicEvent; ownerId: number; source: object }
  /** An old address printed before the organiser changed their username. */
  | { kind: 'renamed'; event: OwnedPublicEvent }
  | { kind: 'missing' };

/**
 * A published, finished or cancelled event under its organiser's username (drafts and other
 * creators' events are missing). `source` is the cached object it came from, for render caches.
 */
export async function lookupEvent(
  service: PublicReads,
  username: string,
  rawEventId: string,
): Promise<EventLookup> {
  const id = rowIdOf(rawEventId);
  const found =
    id === null
      ? null
      : ((await service.eventWithOwnerId(id)) ?? (await service.cancelledEventWithOwnerId(id)));
  if (!found) return { kind: 'missing' };
  const wanted = normalizeUsername(username);
  if (found.event.user.username === wanted) {
    return { kind: 'found', event: found.event, ownerId: found.ownerId, source: found };
  }
  if (wanted && (await service.renamedTo(wanted)) === found.event.user.username) {
    return { kind: 'renamed', event: found.event };
  }
  return { kind: 'missing' };
}
