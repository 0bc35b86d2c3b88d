import type { Link, LinkAnswer, LinkInput } from '@enlaza/shared/links';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /links {title, url, icon}; a blank icon lets the server guess it. */
export async function createLink(input: LinkInput): Promise<Link> {
  return (await api.post<LinkAnswer>('/links', input)).data.link;
}

export function useCreateLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLink,
    onSuccess: (saved) => {
      queryClient.setQueryData<Link[]>(queryKeys.links.list(), (list) => [...(list ?? []), saved]);
      void queryClient.invalidateQueries({ queryKey: queryKeys.links.all, refetchType: 'none' });
    },
  });
}
