import type { Link } from '@enlaza/shared/links';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /links/{id}. */
export async function deleteLink(id: number): Promise<void> {
  await api.delete(`/links/${id}`);
}

export function useDeleteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLink,
    onSuccess: (_, id) => {
      queryClient.setQueryData<Link[]>(queryKeys.links.list(), (list) => list?.filter((l) => l.id !== id));
      void queryClient.invalidateQueries({ queryKey: queryKeys.links.all, refetchType: 'none' });
    },
  });
}
