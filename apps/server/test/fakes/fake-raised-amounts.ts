import { Money } from '@enlaza/shared/money';
import type { RaisedAmounts } from '../../src/ports/raised-amounts';

/** RaisedAmounts over approved donations the test records (centavos by goal and by event). */
export class FakeRaisedAmounts implements RaisedAmounts {
  private readonly byGoal = new Map<number, number>();
  private readonly byEvent = new Map<number, number>();

  approve(donation: { goalId?: number | null; eventId?: number | null; cents: number }): void {
    if (donation.goalId != null)
      this.byGoal.set(donation.goalId, (this.byGoal.get(donation.goalId) ?? 0) + donation.cents);
    if (donation.eventId != null)
      this.byEvent.set(donation.eventId, (this.byEvent.get(donation.eventId) ?? 0) + donation.cents);
  }

  async raisedFor(goalId: number): Promise<Money> {
    return Money.fromCents(this.byGoal.get(goalId) ?? 0);
  }

  async raisedAtEvent(eventId: number): Promise<Money> {
    return Money.fromCents(this.byEvent.get(eventId) ?? 0);
  }

  /** No confirmed transfers are recorded here: none of what a goal raised is a transfer. */
  async confirmedTransfersFor(_goalId: number): Promise<Money> {
    return Money.zero;
  }
}
