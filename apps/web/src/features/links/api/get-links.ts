import type { Link } from '@enlaza/shared/links';
import type { LinksAnswer, ReorderLinksAnswer } from '@enlaza/shared/links-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The links of a list or reorder answer, by position. */
export function linksOf(answer: LinksAnswer | ReorderLinksAnswer): Link[] {
  return [...answer.data.links].sort((a, b) => a.order_position - b.order_position || a.id - b.id);
}

/** GET /links → the creator's links ordered by position. */
export async function getLinks(signal?: AbortSignal): Promise<Link[]> {
  return linksOf(await api.get<LinksAnswer>('/links', { signal }));
}

export const linksQueryKey = [...queryKeys.links.all, 'list'] as const;

export const linksQueryOptions = () =>
  queryOptions({ queryKey: linksQueryKey, queryFn: ({ signal }) => getLinks(signal) });

export function useLinks() {
  return useQuery(linksQueryOptions());
}
