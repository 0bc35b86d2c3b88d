import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /overlay/rotate: a new address; the old one stops working. */
export async function rotateOverlay(): Promise<{ message: string; url: string }> {
  const res = await api.post<{ message: string; data: { url: string } }>('/overlay/rotate');
  return { message: res.message, url: res.data.url };
}

export function useRotateOverlay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateOverlay,
    onSuccess: ({ url }) => queryClient.setQueryData(queryKeys.overlay, url),
  });
}
