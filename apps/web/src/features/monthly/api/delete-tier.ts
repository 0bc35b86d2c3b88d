import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /monthly/tiers/{id}: only a tier nobody ever supported (else the server answers 409). */
export async function deleteTier(id: number): Promise<string> {
  const res = await api.delete<{ message: string }>(`/monthly/tiers/${id}`);
  return res.message;
}

export function useDeleteTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.monthly.all }),
  });
}
