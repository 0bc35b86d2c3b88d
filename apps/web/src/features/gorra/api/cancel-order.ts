import type { GorraOrder } from '@enlaza/shared/gorra';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /gorra/orders/{id}/cancel → the cancelled order. */
export async function cancelGorraOrder(id: string): Promise<GorraOrder> {
  return (await api.post<{ data: GorraOrder }>(`/gorra/orders/${encodeURIComponent(id)}/cancel`)).data;
}

export function useCancelGorraOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelGorraOrder,
    onSuccess: (order) => queryClient.setQueryData(queryKeys.gorra.order(order.order_id), order),
  });
}
