import type { Link } from '@enlaza/shared/links';
import { api } from '../../../lib/api-client';

/** GET /links → `links` or `data.links`: the fallback totals when the statistics fail. */
export async function getLinks(signal?: AbortSignal): Promise<Link[]> {
  const res = await api.get<{ data?: { links?: Link[] }; links?: Link[] } | null>('/links', { signal });
  const list = res?.data?.links ?? res?.links;
  return Array.isArray(list) ? list : [];
}
