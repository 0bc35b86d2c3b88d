import type {
  FeaturedCreator,
  FeaturedCreatorsResponse,
  FeaturedPeriod,
} from '@enlaza/shared/featured-creators';
import { LIMITS } from '@enlaza/shared/limits';
import { api } from '../../../lib/api-client';

export interface FeaturedCreatorsInput {
  period: FeaturedPeriod;
  category: string | null;
  signal?: AbortSignal;
}

/** GET /stats/featured-creators (spec 01 §7): the ranking for a period, 50 at most. */
export async function getFeaturedCreators(input: FeaturedCreatorsInput): Promise<FeaturedCreator[]> {
  const body = await api.get<FeaturedCreatorsResponse>('/stats/featured-creators', {
    query: { period: input.period, limit: LIMITS.featuredCreatorsLimit, category: input.category },
    signal: input.signal,
    token: null,
  });
  return Array.isArray(body?.data?.creators) ? body.data.creators : [];
}
