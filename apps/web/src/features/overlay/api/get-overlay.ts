import type { OverlayAnswer } from '@enlaza/shared/overlay';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /overlay → the stream alert's secret address (made on first use). */
export async function getOverlay(signal?: AbortSignal): Promise<string> {
  return (await api.get<OverlayAnswer>('/overlay', { signal })).data.url;
}

export const overlayQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.overlay, queryFn: ({ signal }) => getOverlay(signal) });

export function useOverlay() {
  return useQuery(overlayQueryOptions());
}
