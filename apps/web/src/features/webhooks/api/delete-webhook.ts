import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /webhooks/{id}: the endpoint and its deliveries go. */
export async function deleteWebhook(id: number): Promise<string> {
  return (await api.delete<{ message: string }>(`/webhooks/${id}`)).message;
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all }),
  });
}
