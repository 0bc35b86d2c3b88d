import type { CategoriesAnswer } from '@enlaza/shared/categories';
import { type Category, DEFAULT_CATEGORIES } from '@enlaza/shared/categories';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

function isCategory(value: unknown): value is Category {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return typeof c.id === 'number' && typeof c.name === 'string' && typeof c.icon === 'string';
}

/** The categories of the API's `{data:{categories}}`, in display order. */
export function categoriesFromResponse(res: unknown): Category[] | null {
  if (typeof res !== 'object' || res === null) return null;
  const body = res as Partial<CategoriesAnswer>;
  const list = body.data?.categories;
  if (!Array.isArray(list)) return null;
  const categories = list.filter(isCategory);
  return categories.length > 0 ? categories : null;
}

/** GET /categories; on any failure the eight default categories (spec 02 §8). */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  try {
    const res = await api.get<unknown>('/categories', { signal });
    return categoriesFromResponse(res) ?? [...DEFAULT_CATEGORIES];
  } catch {
    return [...DEFAULT_CATEGORIES];
  }
}

/** The list barely changes: read once an hour at most. */
const CATEGORIES_STALE_MS = 60 * 60_000;

/** The categories to choose from: the defaults at once, replaced by the API's list when it arrives. */
export function useCategories(): { categories: readonly Category[]; loading: boolean } {
  const query = useQuery({
    queryKey: queryKeys.categories,
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: CATEGORIES_STALE_MS,
  });
  return { categories: query.data ?? DEFAULT_CATEGORIES, loading: query.isPending };
}
