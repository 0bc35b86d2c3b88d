import type { Link } from '@enlaza/shared/links';
import { api } from '../../../lib/api-client';

type LinksAnswer = { data?: { links?: Link[] }; links?: Link[] } | null;

/** The links of the list or reorder answer (spec 02 §7: possibly under data), by position. */
export function linksOf(answer: LinksAnswer): Link[] {
  const list = answer?.data?.links ?? answer?.links ?? [];
  return [...list].sort((a, b) => a.order_position - b.order_position || a.id - b.id);
}

/** GET /links → the creator's links ordered by position. */
export async function getLinks(): Promise<Link[]> {
  return linksOf(await api.get<LinksAnswer>('/links'));
}
