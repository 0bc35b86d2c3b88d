import type { DonationsPageAnswer, ReceivedDonation } from '@enlaza/shared/donations';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** How many of the latest donations the goal card lists. */
export const GOAL_DONATIONS_SHOWN = 5;

/**
 * GET /donations/goal/{goalId} with page, limit and status=approved → the latest donations that
 * count toward the goal (a pending or rejected attempt is not a donation yet), or null when
 * this server has no such endpoint (404): the card then simply shows no list.
 */
export async function getGoalDonations(
  goalId: number,
  signal?: AbortSignal,
): Promise<ReceivedDonation[] | null> {
  try {
    const answer = await api.get<DonationsPageAnswer>(`/donations/goal/${goalId}`, {
      query: { page: 1, limit: GOAL_DONATIONS_SHOWN, status: 'approved' },
      signal,
    });
    return answer.data.donations;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useGoalDonations(goalId: number) {
  return useQuery({
    queryKey: queryKeys.goals.donations(goalId),
    queryFn: ({ signal }) => getGoalDonations(goalId, signal),
  });
}
