import type { GorraOrder, GorraOrderAnswer } from '@enlaza/shared/gorra';
import { useQuery } from '@tanstack/react-query';
import { api, apiRequest, type DownloadedFile } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** While a code waits to be paid, its status is asked again this often. */
export const ORDER_POLL_MS = 2_000;

/** GET /gorra/orders/{id}. */
export async function getGorraOrder(id: string, signal?: AbortSignal): Promise<GorraOrder> {
  return (await api.get<GorraOrderAnswer>(`/gorra/orders/${encodeURIComponent(id)}`, { signal })).data;
}

/** The order shown, asked again every 2 s while it is pending (a payment arrives within seconds). */
export function useGorraOrder(id: string | null) {
  return useQuery({
    queryKey: queryKeys.gorra.order(id ?? ''),
    queryFn: ({ signal }) => getGorraOrder(id ?? '', signal),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? ORDER_POLL_MS : false),
  });
}

/** GET /gorra/orders/{id}/qr.svg as a data URL: the code of exactly the order's qr_data. */
async function qrPicture(id: string): Promise<string> {
  const file = await apiRequest<DownloadedFile>(`/gorra/orders/${encodeURIComponent(id)}/qr.svg`, {
    as: 'file',
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(await file.blob.text())}`;
}

export function useGorraQr(id: string | null) {
  return useQuery({
    queryKey: queryKeys.gorra.qr(id ?? ''),
    queryFn: () => qrPicture(id ?? ''),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
