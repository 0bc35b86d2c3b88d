import type {
  TransferDetails,
  TransferDetailsAnswer,
  TransferDetailsInput,
  TransferDetailsSavedAnswer,
} from '@enlaza/shared/transfers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /payments/transfer-details: the alias or CVU the creator shows, or null. */
export async function getTransferDetails(signal?: AbortSignal): Promise<TransferDetails | null> {
  return (await api.get<TransferDetailsAnswer>('/payments/transfer-details', { signal })).data.details;
}

export function useTransferDetails() {
  return useQuery({
    queryKey: queryKeys.transfers.details,
    queryFn: ({ signal }) => getTransferDetails(signal),
  });
}

/** PUT /payments/transfer-details. */
export async function saveTransferDetails(input: TransferDetailsInput): Promise<TransferDetailsSavedAnswer> {
  return api.put<TransferDetailsSavedAnswer>('/payments/transfer-details', input);
}

export function useSaveTransferDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTransferDetails,
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.transfers.details, answer.data.details),
  });
}

/** DELETE /payments/transfer-details: the page stops showing 'Transferir'. */
export function useRemoveTransferDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ message: string }>('/payments/transfer-details'),
    onSuccess: () => queryClient.setQueryData(queryKeys.transfers.details, null),
  });
}
