import type { LiveGoal } from '@enlaza/shared/live';
import type { PublicGoal } from '@enlaza/shared/public';
import { useEffect, useState } from 'react';
import { subscribeLiveGoal } from '../api/subscribe-live-goal';

/**
 * The goal as it is now: the rendered one until the live stream says otherwise. Subscribes after
 * hydration (effects never run on the server), so the first render matches the server's HTML.
 */
export function useLiveGoal(username: string, goal: PublicGoal | null): PublicGoal | null {
  const [live, setLive] = useState<LiveGoal | null>(null);
  const goalId = goal?.id ?? null;
  useEffect(() => {
    if (goalId === null) return;
    // Another goal's values (the creator switched goals after this page was rendered) are not this bar's.
    return subscribeLiveGoal(username, (event) => {
      if (event.goal?.id === goalId) setLive(event.goal);
    });
  }, [username, goalId]);
  if (!goal || !live || live.id !== goal.id) return goal;
  const { current_amount, target_amount, percentage } = live;
  return { ...goal, current_amount, target_amount, percentage };
}
