import type { FeaturedCreator, FeaturedPeriod } from '@enlaza/shared/featured';

export interface FeaturedQuery {
  period: FeaturedPeriod;
  limit: number;
  category?: string | undefined;
}

/** The featured creators' ranking. Offered by featured; the landing's page of featured creators shows it. */
export interface FeaturedRanking {
  featured(query: FeaturedQuery): Promise<FeaturedCreator[]>;
}
