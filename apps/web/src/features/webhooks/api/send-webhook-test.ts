import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /webhooks/{id}/test: a sample event queued for this endpoint ('Enviar prueba'). */
export async function sendWebhookTest(id: number): Promise<string> {
  return (await api.post<{ message: string }>(`/webhooks/${id}/test`)).message;
}

export function useSendWebhookTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendWebhookTest,
    onSuccess: (_message, id) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.deliveries(id) }),
  });
}
