import type { WebhookDeliveriesAnswer, WebhookDelivery } from '@enlaza/shared/webhooks';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /webhooks/{id}/deliveries → the endpoint's last 50 deliveries, newest first. */
export async function getWebhookDeliveries(id: number, signal?: AbortSignal): Promise<WebhookDelivery[]> {
  return (await api.get<WebhookDeliveriesAnswer>(`/webhooks/${id}/deliveries`, { signal })).data.deliveries;
}

export function useWebhookDeliveries(id: number) {
  return useQuery({
    queryKey: queryKeys.webhooks.deliveries(id),
    queryFn: ({ signal }) => getWebhookDeliveries(id, signal),
  });
}
