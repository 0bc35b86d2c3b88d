import type {
  ConfirmedTransfer,
  TransferCreatedAnswer,
  TransferCreateInput,
  TransfersListAnswer,
} from '@enlaza/shared/transfers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /transfers: the latest confirmed transfers, latest arrival first. */
export async function listConfirmedTransfers(signal?: AbortSignal): Promise<ConfirmedTransfer[]> {
  return (await api.get<TransfersListAnswer>('/transfers', { signal })).data.transfers;
}

export function useConfirmedTransfers() {
  return useQuery({
    queryKey: queryKeys.transfers.list,
    queryFn: ({ signal }) => listConfirmedTransfers(signal),
  });
}

/** A transfer moves the goal: the list and the active goal are read again. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.transfers.list }),
      queryClient.invalidateQueries({ queryKey: queryKeys.goals.all }),
    ]);
}

/** POST /transfers. */
export function useConfirmTransfer() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (input: TransferCreateInput) => api.post<TransferCreatedAnswer>('/transfers', input),
    onSuccess: refresh,
  });
}

/** DELETE /transfers/{id}. */
export function useRemoveTransfer() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/transfers/${id}`),
    onSuccess: refresh,
  });
}
