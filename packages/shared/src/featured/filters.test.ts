import { describe, expect, it } from 'vitest';
import { filtersFromSearch, searchWithFilters } from './filters';

describe('featured filters in the URL', () => {
  it('keeps unrelated parameters and leaves the defaults out', () => {
    const current = new URLSearchParams('utm_source=ig&categoria=arte&periodo=7d');
    expect(searchWithFilters(current, { category: 'musica', period: '90d' }).toString()).toBe(
      'utm_source=ig&categoria=musica&periodo=90d',
    );
    expect(searchWithFilters(current, { category: null, period: '30d' }).toString()).toBe('utm_source=ig');
  });

  it('round-trips every valid combination', () => {
    for (const category of [null, 'musica', 'entretenimiento'] as const) {
      for (const period of ['7d', '30d', '90d', 'all'] as const) {
        const search = searchWithFilters(new URLSearchParams(), { category, period });
        expect(filtersFromSearch(search)).toEqual({ category, period });
      }
    }
  });
});
