import type { CreatorEvent } from '@enlaza/shared/events';
import type { Goal } from '@enlaza/shared/goals';
import type { Link } from '@enlaza/shared/links';
import { useEffect, useState } from 'react';
import {
  getPreviewEvents,
  getPreviewGoal,
  getPreviewLinks,
  type MusicContent,
} from '../api/get-preview-content';

export interface PreviewContent {
  loading: boolean;
  links: Link[];
  goal: Goal | null;
  events: CreatorEvent[];
  eventsTotal: number;
  music: MusicContent | null;
}

const EMPTY: PreviewContent = {
  loading: true,
  links: [],
  goal: null,
  events: [],
  eventsTotal: 0,
  music: null,
};

const settledValue = <T>(result: PromiseSettledResult<T>, fallback: T): T =>
  result.status === 'fulfilled' ? result.value : fallback;

/**
 * Loads the preview's links, goal and events once; a part that fails is simply empty. The music
 * slot stays empty until the Spotify integration exists (no issue covers it yet).
 */
export function usePreviewContent(): PreviewContent {
  const [content, setContent] = useState<PreviewContent>(EMPTY);
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    void Promise.allSettled([getPreviewLinks(signal), getPreviewGoal(signal), getPreviewEvents(signal)]).then(
      ([links, goal, events]) => {
        if (signal.aborted) return;
        const upcoming = settledValue(events, { events: [], total: 0 });
        setContent({
          loading: false,
          links: settledValue(links, []),
          goal: settledValue(goal, null),
          events: upcoming.events,
          eventsTotal: upcoming.total,
          music: null,
        });
      },
    );
    return () => controller.abort();
  }, []);
  return content;
}
