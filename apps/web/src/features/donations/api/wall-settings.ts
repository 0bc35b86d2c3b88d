import type { WallSettings, WallSettingsAnswer } from '@enlaza/shared/donations';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /donations/wall-settings → data. */
export async function getWallSettings(signal?: AbortSignal): Promise<WallSettings> {
  return (await api.get<WallSettingsAnswer>('/donations/wall-settings', { signal })).data;
}

export const wallSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.donations.wallSettings,
    queryFn: ({ signal }) => getWallSettings(signal),
  });

/** PUT /donations/wall-settings {show_amounts?, blocked_words?} → data. */
export async function saveWallSettings(body: Partial<WallSettings>): Promise<WallSettings> {
  return (await api.put<WallSettingsAnswer>('/donations/wall-settings', body)).data;
}

export function useSaveWallSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWallSettings,
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.donations.wallSettings, settings),
  });
}
