import type { Link } from '@enlaza/shared/links';
import type { LinksAnswer } from '@enlaza/shared/links-contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /links → data.links (spec 02 §7). */
export async function getPreviewLinks(signal?: AbortSignal): Promise<Link[]> {
  const answer = await api.get<LinksAnswer>('/links', { signal });
  return answer.data.links;
}

/** The preview leaves the links out when they cannot be read. */
export const previewLinksQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.links.all, 'preview'],
    queryFn: ({ signal }) => getPreviewLinks(signal).catch((): Link[] => []),
  });
