import type { DonationChips, DonationChipsInput } from '@enlaza/shared/donations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

type ChipsAnswer = { success: true; data: { chips: DonationChips } };
type ChipsSavedAnswer = ChipsAnswer & { message: string };

/** GET /donation-chips: the creator's suggested amounts (null amounts: the defaults). */
export function useDonationChips() {
  return useQuery({
    queryKey: queryKeys.donations.chips,
    queryFn: async ({ signal }) => (await api.get<ChipsAnswer>('/donation-chips', { signal })).data.chips,
  });
}

/** PUT /donation-chips, or DELETE to go back to the default chips; the cache keeps the answer. */
export function useSaveDonationChips() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DonationChipsInput | null) =>
      input === null
        ? api.delete<ChipsSavedAnswer>('/donation-chips')
        : api.put<ChipsSavedAnswer>('/donation-chips', input),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.donations.chips, answer.data.chips),
  });
}
