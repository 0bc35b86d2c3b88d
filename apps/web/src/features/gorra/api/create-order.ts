import type { GorraCreatedAnswer, GorraOrder, GorraOrderInput } from '@enlaza/shared/gorra';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /gorra/orders → the new order with its qr_data (10 minutes). */
export async function createGorraOrder(input: GorraOrderInput): Promise<GorraOrder> {
  return (await api.post<GorraCreatedAnswer>('/gorra/orders', input)).data;
}

export function useCreateGorraOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGorraOrder,
    onSuccess: (order) => queryClient.setQueryData(queryKeys.gorra.order(order.order_id), order),
  });
}
