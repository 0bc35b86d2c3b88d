import type { CreatorEvent } from '@enlaza/shared/events';
import type { Goal } from '@enlaza/shared/goals';
import type { Link } from '@enlaza/shared/links';
import { api } from '../../../lib/api-client';

/**
 * What the live preview shows besides the form: the creator's links, goal, upcoming events and
 * featured music, read from the dashboard APIs. Each part fails on its own, silently: the preview
 * then just leaves that part out.
 */

type Envelope<T> = { data?: T } & Partial<T>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** GET /links → `links` or `data.links` (spec 02 §7). */
export async function getPreviewLinks(signal?: AbortSignal): Promise<Link[]> {
  const res = await api.get<Envelope<{ links: Link[] }> | null>('/links', { signal });
  const list = res?.data?.links ?? res?.links;
  return Array.isArray(list) ? list : [];
}

/** GET /goals → the active goal (`data.goal`, else the first active one of the list). */
export async function getPreviewGoal(signal?: AbortSignal): Promise<Goal | null> {
  const res = await api.get<Envelope<{ goal: Goal | null; goals: Goal[] }> | null>('/goals', { signal });
  if (res?.data?.goal) return res.data.goal;
  const list = res?.data?.goals ?? res?.goals;
  return Array.isArray(list) ? (list.find((g) => g.is_active !== false) ?? null) : null;
}

/** One more than the preview shows, so it knows whether to offer 'Ver todos los eventos'. */
const EVENTS_FETCHED = 3;

/** GET /events?upcoming=true → the next published events and how many upcoming there are in all. */
export async function getPreviewEvents(
  signal?: AbortSignal,
): Promise<{ events: CreatorEvent[]; total: number }> {
  const res = await api.get<{
    data?: { events?: CreatorEvent[]; pagination?: { total_events?: number } };
  } | null>('/events', { signal, query: { upcoming: true, status: 'published', limit: EVENTS_FETCHED } });
  const events = Array.isArray(res?.data?.events) ? res.data.events : [];
  const total = res?.data?.pagination?.total_events;
  return { events, total: typeof total === 'number' ? total : events.length };
}

export interface MusicContent {
  content_type: 'track' | 'album';
  name: string;
  artist: string;
  image_url: string | null;
  preview_url: string | null;
  spotify_url: string | null;
}

export function musicFromResponse(res: unknown): MusicContent | null {
  if (!isRecord(res)) return null;
  const data = isRecord(res.data) ? res.data : {};
  const raw = data.content ?? res.content ?? null;
  if (!isRecord(raw)) return null;
  if ((raw.content_type !== 'track' && raw.content_type !== 'album') || typeof raw.name !== 'string') {
    return null;
  }
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  return {
    content_type: raw.content_type,
    name: raw.name,
    artist: text(raw.artist) ?? '',
    image_url: text(raw.image_url),
    preview_url: text(raw.preview_url),
    spotify_url: text(raw.spotify_url),
  };
}
