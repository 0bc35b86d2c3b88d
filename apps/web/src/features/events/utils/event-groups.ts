import type { CreatorEvent } from '@enlaza/shared/events';

export type EventFilter = 'all' | 'upcoming' | 'past' | 'cancelled';

export const EVENT_FILTERS: ReadonlyArray<{ value: EventFilter; label: string }> = [
  { value: 'all', label: 'Todos' },
  { value: 'upcoming', label: 'Próximos' },
  { value: 'past', label: 'Pasados' },
  { value: 'cancelled', label: 'Cancelados' },
];

export interface EventGroup {
  key: 'upcoming' | 'past' | 'cancelled' | 'other';
  title: string;
  events: CreatorEvent[];
}

/** Spec 02 §4: upcoming = published and not started; past = published and started. */
export const isUpcoming = (e: CreatorEvent) => e.status === 'published' && e.is_upcoming;
export const isPast = (e: CreatorEvent) => e.status === 'published' && !e.is_upcoming;
const isCancelled = (e: CreatorEvent) => e.status === 'cancelled';

const byStart = (a: CreatorEvent, b: CreatorEvent) =>
  a.event_datetime.localeCompare(b.event_datetime) || a.id - b.id;

/**
 * The list under a filter, in groups: upcoming soonest first, past latest first, cancelled by date.
 * 'Todos' lists every group, and last the drafts and completed events, which are none of those.
 */
export function groupEvents(events: readonly CreatorEvent[], filter: EventFilter): EventGroup[] {
  const all = filter === 'all';
  const groups: EventGroup[] = [];
  if (all || filter === 'upcoming') {
    groups.push({ key: 'upcoming', title: 'Próximos', events: events.filter(isUpcoming).sort(byStart) });
  }
  if (all || filter === 'past') {
    groups.push({
      key: 'past',
      title: 'Pasados',
      events: events.filter(isPast).sort((a, b) => byStart(b, a)),
    });
  }
  if (all || filter === 'cancelled') {
    groups.push({ key: 'cancelled', title: 'Cancelados', events: events.filter(isCancelled).sort(byStart) });
  }
  if (all) {
    groups.push({
      key: 'other',
      title: 'Borradores y completados',
      events: events.filter((e) => e.status === 'draft' || e.status === 'completed').sort(byStart),
    });
  }
  return groups.filter((g) => g.events.length > 0);
}

export function filterCounts(events: readonly CreatorEvent[]): Record<EventFilter, number> {
  return {
    all: events.length,
    upcoming: events.filter(isUpcoming).length,
    past: events.filter(isPast).length,
    cancelled: events.filter(isCancelled).length,
  };
}
