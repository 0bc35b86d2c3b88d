import { LIVE_GOAL_EVENT, type LiveGoalEvent, liveGoalPath } from '@enlaza/shared/live';

/**
 * GET /public/{username}/live: the goal bar's Server-Sent Events. The browser's EventSource
 * reconnects by itself and the server sends the current value on every (re)connection. Answers the
 * function that closes the stream; without EventSource it does nothing.
 */
export function subscribeLiveGoal(username: string, onEvent: (event: LiveGoalEvent) => void): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  const source = new EventSource(liveGoalPath(username));
  source.addEventListener(LIVE_GOAL_EVENT, (message) => {
    try {
      onEvent(JSON.parse(message.data) as LiveGoalEvent);
    } catch {
      // A malformed event is skipped; the next one carries the whole value again.
    }
  });
  return () => source.close();
}
