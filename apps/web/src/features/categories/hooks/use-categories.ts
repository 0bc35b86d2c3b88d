import { type Category, DEFAULT_CATEGORIES } from '@enlaza/shared/categories';
import { useEffect, useState } from 'react';
import { getCategories } from '../api/get-categories';

/** The categories to choose from: the defaults at once, replaced by the API's list when it arrives. */
export function useCategories(): { categories: readonly Category[]; loading: boolean } {
  const [state, setState] = useState<{ categories: readonly Category[]; loading: boolean }>({
    categories: DEFAULT_CATEGORIES,
    loading: true,
  });
  useEffect(() => {
    const controller = new AbortController();
    void getCategories(controller.signal).then((categories) => {
      if (!controller.signal.aborted) setState({ categories, loading: false });
    });
    return () => controller.abort();
  }, []);
  return state;
}
