import type { Link } from '@enlaza/shared/links';
import type { LinksAnswer } from '@enlaza/shared/links-contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /links → `data.links`: the fallback totals when the statistics fail. */
export async function getLinks(signal?: AbortSignal): Promise<Link[]> {
  return (await api.get<LinksAnswer>('/links', { signal })).data.links;
}

/** Read only when the statistics fail; a failure here counts as no links. */
export const fallbackLinksQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.links.all, 'home-fallback'],
    queryFn: ({ signal }) => getLinks(signal).catch((): Link[] => []),
  });
