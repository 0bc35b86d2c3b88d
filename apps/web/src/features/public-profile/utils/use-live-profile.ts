import type { SupporterEntry } from '@enlaza/shared/donations';
import type { LiveGoal } from '@enlaza/shared/live';
import type { PublicGoal } from '@enlaza/shared/public';
import { useEffect, useState } from 'react';
import { subscribeLiveGoal } from '../api/subscribe-live-goal';

/**
 * The goal and the 'Apoyos' entries as they are now: the rendered ones until the live stream says
 * otherwise (every event carries the goal and the latest entries). Subscribes after hydration
 * (effects never run on the server), so the first render matches the server's HTML.
 */
export function useLiveProfile(
  username: string,
  goal: PublicGoal | null,
  supporters: SupporterEntry[],
): { goal: PublicGoal | null; supporters: SupporterEntry[] } {
  const [live, setLive] = useState<LiveGoal | null>(null);
  const [liveSupporters, setLiveSupporters] = useState<SupporterEntry[] | null>(null);
  const goalId = goal?.id ?? null;
  useEffect(() => {
    return subscribeLiveGoal(username, (event) => {
      // Another goal's values (the creator switched goals after this page was rendered) are not this bar's.
      if (goalId !== null && event.goal?.id === goalId) setLive(event.goal);
      if (event.supporters) setLiveSupporters(event.supporters);
    });
  }, [username, goalId]);
  const shownSupporters = liveSupporters ?? supporters;
  if (!goal || !live || live.id !== goal.id) return { goal, supporters: shownSupporters };
  const { current_amount, target_amount, percentage, confirmed_transfers_amount } = live;
  return {
    goal: { ...goal, current_amount, target_amount, percentage, confirmed_transfers_amount },
    supporters: shownSupporters,
  };
}
