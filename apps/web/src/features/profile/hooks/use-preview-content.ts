import type { CreatorEvent } from '@enlaza/shared/events';
import type { Goal } from '@enlaza/shared/goals';
import type { Link } from '@enlaza/shared/links';
import type { MusicItem } from '@enlaza/shared/spotify';
import { useQuery } from '@tanstack/react-query';
import { activeGoalQueryOptions } from '../../../lib/queries/active-goal-query';
import { linksQueryOptions } from '../../../lib/queries/links-query';
import { spotifyContentQueryOptions } from '../../../lib/queries/music-queries';
import { previewEventsQueryOptions } from '../api/get-preview-events';

export interface PreviewContent {
  loading: boolean;
  links: Link[];
  goal: Goal | null;
  events: CreatorEvent[];
  eventsTotal: number;
  music: MusicItem | null;
}

/**
 * The preview's links, goal, events and featured music, each from the cache (the links, goal and music
 * entries are the ones their own screens use); a part that fails is simply empty.
 */
export function usePreviewContent(): PreviewContent {
  const links = useQuery(linksQueryOptions());
  const goal = useQuery(activeGoalQueryOptions());
  const events = useQuery(previewEventsQueryOptions());
  const music = useQuery(spotifyContentQueryOptions());
  return {
    loading: links.isPending || goal.isPending || events.isPending || music.isPending,
    links: links.data ?? [],
    goal: goal.data ?? null,
    events: events.data?.events ?? [],
    eventsTotal: events.data?.total ?? 0,
    music: music.data ?? null,
  };
}
