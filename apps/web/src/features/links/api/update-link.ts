import type { Link, LinkInput } from '@enlaza/shared/links';
import { api } from '../../../lib/api-client';

/** PUT /links/{id} {title, url, icon, is_active}. */
export async function updateLink(id: number, input: LinkInput): Promise<Link> {
  const answer = await api.put<{ data: { link: Link } }>(`/links/${id}`, input);
  return answer.data.link;
}
