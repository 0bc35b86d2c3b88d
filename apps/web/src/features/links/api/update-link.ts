import type { Link, LinkAnswer, LinkUpdateInput } from '@enlaza/shared/links';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /links/{id} {title, url, icon, is_active}. */
export async function updateLink(id: number, input: LinkUpdateInput): Promise<Link> {
  return (await api.put<LinkAnswer>(`/links/${id}`, input)).data.link;
}

export function useUpdateLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: LinkUpdateInput }) => updateLink(id, input),
    onSuccess: (saved) => {
      queryClient.setQueryData<Link[]>(queryKeys.links.list(), (list) =>
        list?.map((l) => (l.id === saved.id ? saved : l)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.links.all, refetchType: 'none' });
    },
  });
}
