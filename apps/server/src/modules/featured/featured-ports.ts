import type { AppDeps } from '../../app-deps';
import type { FeaturedRanking } from '../../ports/featured-ranking';
import { featuredCreators } from './featured-ranking';

/** The featured creators' ranking, for the landing's page of featured creators. */
export function featuredRanking(deps: Pick<AppDeps, 'database' | 'clock'>): FeaturedRanking {
  return { featured: (query) => featuredCreators(deps, query) };
}
