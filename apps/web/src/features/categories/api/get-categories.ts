import { type Category, DEFAULT_CATEGORIES } from '@enlaza/shared/categories';
import { api } from '../../../lib/api-client';

function isCategory(value: unknown): value is Category {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return typeof c.id === 'number' && typeof c.name === 'string' && typeof c.icon === 'string';
}

/** The categories from the API as `{categories}` or `{data:{categories}}`, in display order. */
export function categoriesFromResponse(res: unknown): Category[] | null {
  if (typeof res !== 'object' || res === null) return null;
  const body = res as { categories?: unknown; data?: { categories?: unknown } };
  const list = body.categories ?? body.data?.categories;
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
