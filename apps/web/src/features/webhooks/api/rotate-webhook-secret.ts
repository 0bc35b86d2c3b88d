import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /webhooks/{id}/rotate-secret: a new signing secret, shown once; the old one stops working. */
export async function rotateWebhookSecret(id: number): Promise<{ message: string; secret: string }> {
  const res = await api.post<{ message: string; data: { secret: string } }>(`/webhooks/${id}/rotate-secret`);
  return { message: res.message, secret: res.data.secret };
}

export function useRotateWebhookSecret() {
  return useMutation({ mutationFn: rotateWebhookSecret });
}
