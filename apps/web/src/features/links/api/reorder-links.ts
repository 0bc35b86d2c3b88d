import type { Link } from '@enlaza/shared/links';
import { api } from '../../../lib/api-client';
import { reorderPayload } from '../utils/reorder';
import { linksOf } from './get-links';

/** PUT /links/reorder {links:[{id, order_position}]} with positions 1..n; answers the new list. */
export async function reorderLinks(ids: readonly number[]): Promise<Link[]> {
  return linksOf(await api.put('/links/reorder', reorderPayload(ids)));
}
