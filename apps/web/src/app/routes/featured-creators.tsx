import { type FeaturedFilters, filtersFromSearch, searchWithFilters } from '@enlaza/shared/featured';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useFeaturedCreators } from '../../features/featured-creators/api/get-featured-creators';
import { FeaturedCreatorsResults } from '../../features/featured-creators/components/featured-creators-results';
import { FeaturedCreatorsFilters } from '../../features/featured-creators/components/featured-filters';
import { FeaturedCreatorsHero } from '../../features/featured-creators/components/featured-hero';
import { useDocumentTitle } from '../../lib/use-document-title';
import '../../styles/featured-creators.css';

/** /creadores-destacados (spec 01 §2): the ranking by profile visits, filtered from the URL query. */
export default function FeaturedCreatorsRoute() {
  useDocumentTitle('Creadores Destacados');
  const [searchParams, setSearchParams] = useSearchParams();
  // The router applies query changes in a transition; the controls must follow the click at once,
  // and still follow the URL when it changes some other way (back/forward).
  const query = searchParams.toString();
  const [filters, setFilters] = useState(() => filtersFromSearch(searchParams));
  const [seenQuery, setSeenQuery] = useState(query);
  if (query !== seenQuery) {
    setSeenQuery(query);
    setFilters(filtersFromSearch(searchParams));
  }
  const { state, retry } = useFeaturedCreators(filters);

  const changeFilters = (next: FeaturedFilters) => {
    setFilters(next);
    setSearchParams((current) => searchWithFilters(current, next), { replace: true });
  };

  return (
    <div className="featured">
      <FeaturedCreatorsHero />
      <section className="container featured-body" aria-label="Ranking de creadores">
        <FeaturedCreatorsFilters value={filters} onChange={changeFilters} />
        <FeaturedCreatorsResults state={state} onRetry={retry} />
      </section>
    </div>
  );
}
