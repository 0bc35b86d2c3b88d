import type { DonationUpdateAnswer, ReceivedDonation } from '@enlaza/shared/donations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface DonationUpdate {
  id: string;
  message_hidden?: boolean;
  reply?: string;
}

/** PATCH /donations/{id}: hide or show the message, or reply once → data.donation. */
export async function updateDonation({ id, ...body }: DonationUpdate): Promise<ReceivedDonation> {
  const res = await api.patch<DonationUpdateAnswer>(`/donations/${encodeURIComponent(id)}`, body);
  return res.data.donation;
}

/** The history shows the change as soon as the server took it. */
export function useUpdateDonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDonation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.donations.all }),
  });
}
