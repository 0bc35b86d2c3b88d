import type { CreatorEvent } from '@enlaza/shared/events';

export type EventFilter = 'all' | 'upcoming' | 'past';

export const EVENT_FILTERS: ReadonlyArray<{ value: EventFilter; label: string }> = [
  { value: 'all', label: 'Todos' },
  { value: 'upcoming', label: 'Próximos' },
  { value: 'past', label: 'Pasados' },
];

export interface EventGroup {
  key: 'upcoming' | 'past' | 'other';
  title: string;
  events: CreatorEvent[];
}

/** Spec 02 §4: upcoming = published and not started; past = published and started. */
export const isUpcoming = (e: CreatorEvent) => e.status === 'published' && e.is_upcoming;
export const isPast = (e: CreatorEvent) => e.status === 'published' && !e.is_upcoming;

const byStart = (a: CreatorEvent, b: CreatorEvent) =>
  a.event_datetime.localeCompare(b.event_datetime) || a.id - b.id;

/**
 * The list under a filter, in groups: upcoming soonest first, past latest first. 'Todos' also lists
 * drafts, cancelled and completed events, which are neither upcoming nor past.
 */
export function groupEvents(events: readonly CreatorEvent[], filter: EventFilter): EventGroup[] {
  const groups: EventGroup[] = [];
  if (filter !== 'past') {
    groups.push({ key: 'upcoming', title: 'Próximos', events: events.filter(isUpcoming).sort(byStart) });
  }
  if (filter !== 'upcoming') {
    groups.push({
      key: 'past',
      title: 'Pasados',
      events: events.filter(isPast).sort((a, b) => byStart(b, a)),
    });
  }
  if (filter === 'all') {
    groups.push({
      key: 'other',
      title: 'Borradores, cancelados y completados',
      events: events.filter((e) => e.status !== 'published').sort(byStart),
    });
  }
  return groups.filter((g) => g.events.length > 0);
}

export function filterCounts(events: readonly CreatorEvent[]): Record<EventFilter, number> {
  return {
    all: events.length,
    upcoming: events.filter(isUpcoming).length,
    past: events.filter(isPast).length,
  };
}
