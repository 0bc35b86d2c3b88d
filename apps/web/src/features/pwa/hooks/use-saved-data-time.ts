import { type Query, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/** What the screen on display holds: the time of its oldest answer, or that something has none yet. */
export type SavedData = { kind: 'saved'; at: number } | { kind: 'missing' } | { kind: 'none' };

const NONE = -1;
const MISSING = 0;

/**
 * Reads the answers of the queries the screen is using (those with observers and enabled): the oldest time one
 * was fetched, 0 when one has no answer at all, -1 when the screen reads nothing. A number, so the
 * snapshot is stable between cache events.
 */
function oldestAnswerTime(queries: readonly Query[]): number {
  let oldest = NONE;
  for (const query of queries) {
    // Unused, or waiting on purpose (a fallback read only made when another failed).
    if (query.getObserversCount() === 0 || query.isDisabled()) continue;
    if (query.state.data === undefined) return MISSING;
    if (oldest === NONE || query.state.dataUpdatedAt < oldest) oldest = query.state.dataUpdatedAt;
  }
  return oldest;
}

/** How current the screen's data is, following the query cache. */
export function useSavedDataTime(): SavedData {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const time = useSyncExternalStore(subscribe, () => oldestAnswerTime(cache.getAll()));
  if (time === NONE) return { kind: 'none' };
  if (time === MISSING) return { kind: 'missing' };
  return { kind: 'saved', at: time };
}
