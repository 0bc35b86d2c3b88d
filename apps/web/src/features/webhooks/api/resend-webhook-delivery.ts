import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /webhooks/{id}/deliveries/{webhook_id}/resend: a finished delivery sent again ('Reenviar'). */
export async function resendWebhookDelivery(input: { id: number; webhookId: string }): Promise<string> {
  const path = `/webhooks/${input.id}/deliveries/${encodeURIComponent(input.webhookId)}/resend`;
  return (await api.post<{ message: string }>(path)).message;
}

export function useResendWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendWebhookDelivery,
    onSuccess: (_message, { id }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.deliveries(id) }),
  });
}
