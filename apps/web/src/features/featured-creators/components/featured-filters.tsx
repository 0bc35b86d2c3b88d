import {
  CATEGORY_PARAM,
  FEATURED_ALL_CATEGORIES_LABEL,
  FEATURED_FILTER_CATEGORIES,
  FEATURED_PERIOD_LABELS,
  FEATURED_PERIODS,
  type FeaturedFilters,
  type FeaturedPeriod,
  PERIOD_PARAM,
} from '@enlaza/shared/featured';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

interface FeaturedFiltersProps {
  value: FeaturedFilters;
  onChange: (next: FeaturedFilters) => void;
}

const CATEGORY_OPTIONS = [
  { slug: null, label: FEATURED_ALL_CATEGORIES_LABEL },
  ...FEATURED_FILTER_CATEGORIES,
];

/**
 * Category (radio chips) and period (select) filters: native controls, usable with the keyboard. A GET
 * form of the page's own query: without JavaScript 'Filtrar' sends it (the server renders the ranking),
 * on the server-rendered page its island sends it on change, in the app `onChange` applies it.
 */
export function FeaturedCreatorsFilters({ value, onChange }: FeaturedFiltersProps) {
  return (
    <form
      className="featured-filters"
      method="get"
      action={paths.featuredCreators.getHref()}
      data-featured-filters=""
      onSubmit={(event) => event.preventDefault()}
    >
      <fieldset className="featured-categories">
        <legend className="featured-filter-label">Categoría</legend>
        <div className="featured-chips">
          {CATEGORY_OPTIONS.map((option) => (
            <label key={option.slug ?? 'todas'} className="featured-chip">
              <input
                type="radio"
                name={CATEGORY_PARAM}
                value={option.slug ?? ''}
                checked={value.category === option.slug}
                onChange={() => onChange({ ...value, category: option.slug })}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="featured-period">
        <label className="featured-filter-label" htmlFor="featured-period">
          Período
        </label>
        <select
          id="featured-period"
          name={PERIOD_PARAM}
          className="input featured-select"
          value={value.period}
          onChange={(event) => onChange({ ...value, period: event.target.value as FeaturedPeriod })}
        >
          {FEATURED_PERIODS.map((period) => (
            <option key={period} value={period}>
              {FEATURED_PERIOD_LABELS[period]}
            </option>
          ))}
        </select>
      </div>
      <noscript>
        <button type="submit" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          Filtrar
        </button>
      </noscript>
    </form>
  );
}
