import type { CreatorEvent } from '@enlaza/shared/events';
import { goalProgress, truncate } from '@enlaza/shared/format';
import { LIMITS } from '@enlaza/shared/limits';
import { linkSchedule } from '@enlaza/shared/links';

/**
 * The fields of a link the preview reads; `active` and `is_active` false both hide it (spec 02 §3),
 * and so does a schedule that has not started or has ended, as on the public page.
 */
export interface PreviewLinkSource {
  id: number;
  title: string;
  url: string;
  icon?: string | null;
  is_active?: boolean;
  active?: boolean;
  order_position?: number;
  starts_at?: string | null;
  ends_at?: string | null;
}

const isShown = (l: PreviewLinkSource, now: Date) =>
  l.is_active !== false && l.active !== false && linkSchedule(l, now) === 'live';

/** Links visitors see at `now` by position, at most 4 (spec 02 §2, §9). */
export function selectPreviewLinks<L extends PreviewLinkSource>(links: readonly L[], now: Date): L[] {
  return links
    .filter((l) => isShown(l, now))
    .sort((a, b) => (a.order_position ?? 0) - (b.order_position ?? 0) || a.id - b.id)
    .slice(0, LIMITS.publicLinksPreview);
}

/**
 * Active links the preview leaves out. The public page shows them all, so the preview says how many
 * more there are instead of pretending the page stops at four.
 */
export function countMorePreviewLinks(links: readonly PreviewLinkSource[], now: Date): number {
  return Math.max(0, links.filter((l) => isShown(l, now)).length - LIMITS.publicLinksPreview);
}

/** When the event starts, in ms; date-only events count from the start of their day. */
function startOf(event: Pick<CreatorEvent, 'event_datetime' | 'event_date' | 'event_time'>): number {
  const fromDatetime = event.event_datetime ? Date.parse(event.event_datetime) : Number.NaN;
  if (!Number.isNaN(fromDatetime)) return fromDatetime;
  return Date.parse(`${event.event_date}T${event.event_time ?? '00:00'}:00`);
}

/**
 * Upcoming events for the preview: published, in the future, soonest first, at most 2, with their
 * description cut at 60 characters. `hasMore` asks for the 'Ver todos los eventos' link.
 */
export function selectUpcomingEvents(
  events: readonly CreatorEvent[],
  now: Date,
  totalUpcoming = 0,
): { events: Array<CreatorEvent & { shortDescription: string }>; hasMore: boolean } {
  const upcoming = events
    .filter((e) => e.status === 'published')
    .filter((e) => (typeof e.is_upcoming === 'boolean' ? e.is_upcoming : startOf(e) > now.getTime()))
    .sort((a, b) => startOf(a) - startOf(b));
  const shown = upcoming.slice(0, LIMITS.publicEventsPreview).map((e) => ({
    ...e,
    shortDescription: truncate(e.description ?? '', LIMITS.previewEventDescriptionCut),
  }));
  return { events: shown, hasMore: Math.max(totalUpcoming, upcoming.length) > LIMITS.publicEventsPreview };
}

/** The goal as the preview draws it: rounded percentage, bar capped at 100 %. */
export function previewGoal(goal: { current_amount?: number; target_amount?: number }) {
  const current = goal.current_amount ?? 0;
  const target = goal.target_amount ?? 0;
  return { current, target, ...goalProgress(current, target) };
}
