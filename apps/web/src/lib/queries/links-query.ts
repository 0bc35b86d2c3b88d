import type { Link, LinksAnswer, ReorderLinksAnswer } from '@enlaza/shared/links';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/** The links of a list or reorder answer, by position. */
export function linksOf(answer: LinksAnswer | ReorderLinksAnswer): Link[] {
  return [...answer.data.links].sort((a, b) => a.order_position - b.order_position || a.id - b.id);
}

/** GET /links → the creator's links ordered by position. */
export async function getLinks(signal?: AbortSignal): Promise<Link[]> {
  return linksOf(await api.get<LinksAnswer>('/links', { signal }));
}

/**
 * The one cache entry of GET /links: the links manager, the dashboard home's fallback totals and the
 * profile preview all read it, and the links mutations write it.
 */
export const linksQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.links.list(), queryFn: ({ signal }) => getLinks(signal) });
