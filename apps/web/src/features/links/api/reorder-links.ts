import type { Link, ReorderLinksAnswer } from '@enlaza/shared/links';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { linksOf, linksQueryOptions } from '../../../lib/queries/links-query';
import { queryKeys } from '../../../lib/query-keys';
import { reorderPayload } from '../utils/reorder';

/** PUT /links/reorder {links:[{id, order_position}]} with positions 1..n; answers the new list. */
export async function reorderLinks(ids: readonly number[]): Promise<Link[]> {
  return linksOf(await api.put<ReorderLinksAnswer>('/links/reorder', reorderPayload(ids)));
}

const REORDER_KEY = [...queryKeys.links.all, 'reorder'] as const;

/**
 * The new order shows at once; the server's answer replaces it. On failure the list is read again
 * (spec 02 §4), falling back to the order from before the drop. Only the latest drop's answer counts.
 */
export function useReorderLinks() {
  const queryClient = useQueryClient();
  // Callbacks run while their own mutation still counts as running: more than one means a newer drop.
  const superseded = () => queryClient.isMutating({ mutationKey: REORDER_KEY }) > 1;
  return useMutation({
    mutationKey: REORDER_KEY,
    mutationFn: reorderLinks,
    onMutate: async (order) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.links.list() });
      const previous = queryClient.getQueryData<Link[]>(queryKeys.links.list()) ?? [];
      const byId = new Map(previous.map((l) => [l.id, l]));
      queryClient.setQueryData<Link[]>(
        queryKeys.links.list(),
        order.map((id) => byId.get(id)).filter((l): l is Link => l !== undefined),
      );
      return { previous };
    },
    onSuccess: (saved) => {
      if (superseded()) return;
      queryClient.setQueryData(queryKeys.links.list(), saved);
    },
    onError: async (_error, _order, context) => {
      if (superseded()) return;
      try {
        await queryClient.fetchQuery({ ...linksQueryOptions(), staleTime: 0 });
      } catch {
        if (context) queryClient.setQueryData(queryKeys.links.list(), context.previous);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.links.all, refetchType: 'none' }),
  });
}
