import { useSearchParams } from 'react-router';
import { FeaturedCreatorsResults } from '../../features/featured-creators/components/featured-creators-results';
import { FeaturedCreatorsFilters } from '../../features/featured-creators/components/featured-filters';
import { FeaturedCreatorsHero } from '../../features/featured-creators/components/featured-hero';
import { useFeaturedCreators } from '../../features/featured-creators/hooks/use-featured-creators';
import {
  type FeaturedFilters,
  filtersFromSearch,
  searchWithFilters,
} from '../../features/featured-creators/utils/featured-filters';
import { useDocumentTitle } from '../../lib/use-document-title';
import '../../styles/featured-creators.css';

/** /creadores-destacados (spec 01 §2): the ranking by profile visits, filtered from the URL query. */
export default function FeaturedCreatorsRoute() {
  useDocumentTitle('Creadores Destacados');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const { state, retry } = useFeaturedCreators(filters);

  const changeFilters = (next: FeaturedFilters) => {
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
