import {
  FEATURED_DEFAULT_PERIOD,
  FEATURED_FILTER_CATEGORIES,
  FEATURED_PERIODS,
  type FeaturedFilterCategory,
  type FeaturedPeriod,
} from './messages';

/** The URL keys of the filters (Spanish, they are visible in the address bar). */
export const CATEGORY_PARAM = 'categoria';
export const PERIOD_PARAM = 'periodo';

export interface FeaturedFilters {
  /** null: 'Todas'. */
  category: FeaturedFilterCategory | null;
  period: FeaturedPeriod;
}

const isCategory = (value: string | null): value is FeaturedFilterCategory =>
  FEATURED_FILTER_CATEGORIES.some((c) => c.slug === value);
const isPeriod = (value: string | null): value is FeaturedPeriod =>
  (FEATURED_PERIODS as readonly string[]).includes(value ?? '');

/** Filters from the query string; anything unknown falls back to 'Todas' and the last month. */
export function filtersFromSearch(params: URLSearchParams): FeaturedFilters {
  const category = params.get(CATEGORY_PARAM);
  const period = params.get(PERIOD_PARAM);
  return {
    category: isCategory(category) ? category : null,
    period: isPeriod(period) ? period : FEATURED_DEFAULT_PERIOD,
  };
}

/** The query string for the filters: defaults are left out, other parameters are kept. */
export function searchWithFilters(current: URLSearchParams, filters: FeaturedFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  if (filters.category) next.set(CATEGORY_PARAM, filters.category);
  else next.delete(CATEGORY_PARAM);
  if (filters.period !== FEATURED_DEFAULT_PERIOD) next.set(PERIOD_PARAM, filters.period);
  else next.delete(PERIOD_PARAM);
  return next;
}
