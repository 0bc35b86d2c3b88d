import type { WebhookCreatedAnswer, WebhookCreateInput } from '@enlaza/shared/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /webhooks: the new endpoint and its signing secret, shown once. */
export async function createWebhook(input: WebhookCreateInput): Promise<{ message: string; secret: string }> {
  const res = await api.post<WebhookCreatedAnswer>('/webhooks', input);
  return { message: res.message, secret: res.data.secret };
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all }),
  });
}
