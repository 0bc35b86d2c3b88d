import type { FeaturedCreator } from '@enlaza/shared/featured-creators';
import { useCallback, useEffect, useState } from 'react';
import { getFeaturedCreators } from '../api/get-featured-creators';
import type { FeaturedFilters } from '../utils/featured-filters';

export type FeaturedCreatorsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'success'; creators: FeaturedCreator[] };

/** Loads the ranking for the filters; a newer request cancels the one still running. */
export function useFeaturedCreators({ category, period }: FeaturedFilters) {
  const [state, setState] = useState<FeaturedCreatorsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the request on 'Reintentar'
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getFeaturedCreators({ category, period, signal: controller.signal })
      .then((creators) => setState({ status: 'success', creators }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [category, period, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
