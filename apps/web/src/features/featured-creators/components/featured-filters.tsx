import type { FeaturedFilters } from '@enlaza/shared/featured';
import {
  FEATURED_ALL_CATEGORIES_LABEL,
  FEATURED_FILTER_CATEGORIES,
  FEATURED_PERIOD_LABELS,
  FEATURED_PERIODS,
  type FeaturedPeriod,
} from '@enlaza/shared/featured';

interface FeaturedFiltersProps {
  value: FeaturedFilters;
  onChange: (next: FeaturedFilters) => void;
}

const CATEGORY_OPTIONS = [
  { slug: null, label: FEATURED_ALL_CATEGORIES_LABEL },
  ...FEATURED_FILTER_CATEGORIES,
];

/** Category (radio chips) and period (select) filters: native controls, usable with the keyboard. */
export function FeaturedCreatorsFilters({ value, onChange }: FeaturedFiltersProps) {
  return (
    <div className="featured-filters">
      <fieldset className="featured-categories">
        <legend className="featured-filter-label">Categoría</legend>
        <div className="featured-chips">
          {CATEGORY_OPTIONS.map((option) => (
            <label key={option.slug ?? 'todas'} className="featured-chip">
              <input
                type="radio"
                name="categoria"
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
    </div>
  );
}
