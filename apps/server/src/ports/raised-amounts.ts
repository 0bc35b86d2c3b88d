import type { Money } from '@enlaza/shared/money';

/** What donations have raised (approved ones only). Offered by donations; goals, stats, public and the pages read it. */
export interface RaisedAmounts {
  /** What a goal has raised. */
  raisedFor(goalId: number): Promise<Money>;
  /** What was given at an event's donation page. */
  raisedAtEvent(eventId: number): Promise<Money>;
}
