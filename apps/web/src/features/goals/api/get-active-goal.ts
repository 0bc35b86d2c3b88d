import { useQuery } from '@tanstack/react-query';
import { activeGoalQueryOptions } from '../../../lib/queries/active-goal-query';

/** The goal screen's read of the one active-goal entry (lib/queries), shared with the other screens. */
export function useActiveGoal() {
  return useQuery(activeGoalQueryOptions());
}
