import type { Money } from '@enlaza/shared/money';

/**
 * What a goal or an event raised: approved donations plus the transfers the creator confirmed
 * (issue 32). Composed by transfers from donations' totals; goals, stats, public and the pages read it.
 */
export interface RaisedAmounts {
  /** What a goal has raised (approved donations and confirmed transfers). */
  raisedFor(goalId: number): Promise<Money>;
  /** What was given at an event's donation page, and transferred for it. */
  raisedAtEvent(eventId: number): Promise<Money>;
  /** Of what `raisedFor` answers, how much are confirmed transfers. */
  confirmedTransfersFor(goalId: number): Promise<Money>;
}

/** What approved donations alone raised. Offered by donations; transfers adds its own to it. */
export type DonationTotals = Pick<RaisedAmounts, 'raisedFor' | 'raisedAtEvent'>;
