import type { WebhookEndpoint, WebhooksAnswer } from '@enlaza/shared/webhooks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /webhooks → the creator's endpoints (never their secrets). */
export async function getWebhooks(signal?: AbortSignal): Promise<WebhookEndpoint[]> {
  return (await api.get<WebhooksAnswer>('/webhooks', { signal })).data.webhooks;
}

export const webhooksQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.webhooks.all, queryFn: ({ signal }) => getWebhooks(signal) });

export function useWebhooks() {
  return useQuery(webhooksQueryOptions());
}
