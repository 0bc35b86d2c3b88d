import type { GorraPlaceAnswer, GorraPlaceInput, GorraPlaceState } from '@enlaza/shared/gorra';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /gorra/place: the place kept for the QR store, and whether the first QR still needs one. */
export async function getGorraPlace(signal?: AbortSignal): Promise<GorraPlaceState> {
  return (await api.get<GorraPlaceAnswer>('/gorra/place', { signal })).data;
}

export function useGorraPlace() {
  return useQuery({ queryKey: queryKeys.gorra.place, queryFn: ({ signal }) => getGorraPlace(signal) });
}

/** PUT /gorra/place. */
export async function saveGorraPlace(input: GorraPlaceInput): Promise<GorraPlaceState> {
  return (await api.put<GorraPlaceAnswer>('/gorra/place', input)).data;
}

export function useSaveGorraPlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGorraPlace,
    onSuccess: (state) => queryClient.setQueryData(queryKeys.gorra.place, state),
  });
}
