import { LIMITS } from '../limits/limits';

/** Featured creators (spec 01 §2 "Featured creators", §3, §9): periods, filters and the API contract. */

export const FEATURED_PERIODS = ['7d', '30d', '90d', 'all'] as const;
export type FeaturedPeriod = (typeof FEATURED_PERIODS)[number];
export const FEATURED_DEFAULT_PERIOD: FeaturedPeriod = '30d';

export const FEATURED_PERIOD_LABELS: Record<FeaturedPeriod, string> = {
  '7d': 'Última semana',
  '30d': 'Último mes',
  '90d': 'Últimos 3 meses',
  all: 'Todo el tiempo',
};

/** Days each period looks back; null is the whole history. */
export const FEATURED_PERIOD_DAYS: Record<FeaturedPeriod, number | null> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  all: null,
};

/** The category filter of the page, in order; 'Todas' is the absence of a filter. */
export const FEATURED_FILTER_CATEGORIES = [
  { slug: 'musica', label: 'Música' },
  { slug: 'arte', label: 'Arte' },
  { slug: 'emprendimiento', label: 'Emprendimiento' },
  { slug: 'tecnologia', label: 'Tecnología' },
  { slug: 'educacion', label: 'Educación' },
  { slug: 'entretenimiento', label: 'Entretenimiento' },
] as const;
export type FeaturedFilterCategory = (typeof FEATURED_FILTER_CATEGORIES)[number]['slug'];
export const FEATURED_ALL_CATEGORIES_LABEL = 'Todas';

/** A creator without a category is shown (and may be filtered) as 'otros'. */
export const FEATURED_OTHER_CATEGORY = { slug: 'otros', label: 'Otros' } as const;

export const FEATURED_MESSAGES = {
  loadFailed: 'Error al cargar creadores destacados',
  empty: 'No se encontraron creadores',
  periodInvalid: 'El período no es válido (usa 7d, 30d, 90d o all)',
  limitInvalid: `El límite debe ser un número entero entre 1 y ${LIMITS.featuredCreatorsLimit}`,
  categoryInvalid: 'La categoría no es válida',
} as const;

/** 'Mostrando 3 creadores', 'Mostrando 1 creador'. */
export function showingCreatorsText(count: number): string {
  return `Mostrando ${count} ${count === 1 ? 'creador' : 'creadores'}`;
}

// The zod schemas live apart (schema.ts), so the page's code does not download zod.
