import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /subscribers/{id}: the creator removes an address from their list. */
export async function deleteSubscriber(id: number): Promise<string> {
  return (await api.delete<{ message: string }>(`/subscribers/${id}`)).message;
}

export function useDeleteSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubscriber,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.subscribers }),
  });
}
