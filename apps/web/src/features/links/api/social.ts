import type { SaveSocialAnswer, SocialAnswer, SocialItem, SocialItemsInput } from '@enlaza/shared/social';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /social: the creator's social icons row. */
export async function getSocial(): Promise<SocialItem[]> {
  return (await api.get<SocialAnswer>('/social')).data.items;
}

export function useSocial() {
  return useQuery({ queryKey: queryKeys.social.all, queryFn: getSocial });
}

/** PUT /social {items}: the whole row, in order. */
export async function saveSocial(input: SocialItemsInput): Promise<SocialItem[]> {
  return (await api.put<SaveSocialAnswer>('/social', input)).data.items;
}

export function useSaveSocial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSocial,
    onSuccess: (items) => {
      queryClient.setQueryData(queryKeys.social.all, items);
      void queryClient.invalidateQueries({ queryKey: queryKeys.public.all, refetchType: 'none' });
    },
  });
}
