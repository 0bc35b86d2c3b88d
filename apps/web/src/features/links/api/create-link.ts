import type { Link, LinkInput } from '@enlaza/shared/links';
import { api } from '../../../lib/api-client';

/** POST /links {title, url, icon}; a blank icon lets the server guess it. */
export async function createLink(input: LinkInput): Promise<Link> {
  const answer = await api.post<{ data: { link: Link } }>('/links', input);
  return answer.data.link;
}
