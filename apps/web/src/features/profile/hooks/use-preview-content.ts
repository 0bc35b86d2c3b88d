import type { CreatorEvent } from '@enlaza/shared/events';
import type { Goal } from '@enlaza/shared/goals';
import type { Link } from '@enlaza/shared/links';
import { useQuery } from '@tanstack/react-query';
import type { MusicContent } from '../api/get-preview-content';
import { previewEventsQueryOptions } from '../api/get-preview-events';
import { previewGoalQueryOptions } from '../api/get-preview-goal';
import { previewLinksQueryOptions } from '../api/get-preview-links';
import { previewMusicQueryOptions } from '../api/get-preview-music';

export interface PreviewContent {
  loading: boolean;
  links: Link[];
  goal: Goal | null;
  events: CreatorEvent[];
  eventsTotal: number;
  music: MusicContent | null;
}

/**
 * The preview's links, goal, events and featured music, each from the cache; a part that fails is
 * simply empty.
 */
export function usePreviewContent(): PreviewContent {
  const links = useQuery(previewLinksQueryOptions());
  const goal = useQuery(previewGoalQueryOptions());
  const events = useQuery(previewEventsQueryOptions());
  const music = useQuery(previewMusicQueryOptions());
  return {
    loading: links.isPending || goal.isPending || events.isPending || music.isPending,
    links: links.data ?? [],
    goal: goal.data ?? null,
    events: events.data?.events ?? [],
    eventsTotal: events.data?.total ?? 0,
    music: music.data ?? null,
  };
}
