import { argentinaToday } from '@enlaza/shared/events';
import {
  type AmountIndexKey,
  GOAL_ROUND_CENTS,
  type IndexPoint,
  isAmountIndexKey,
  todayAmountCents,
} from '@enlaza/shared/indices';
import type { GoalIndexingRow, GoalsStore } from './goals.repository';
import type { GoalsDeps } from './goals-deps';

type Deps = Pick<GoalsDeps, 'clock' | 'indexSeries' | 'pageChanges'>;

/**
 * Goals 'en pesos de hoy' (issue 33): an indexed goal keeps the target as set (goal_indexing) and
 * its goals row holds today's target, recomputed daily from the base point's index value and
 * rounded to $ 1.000. Progress keeps counting the pesos received.
 */
export class GoalTargets {
  constructor(
    private readonly deps: Deps,
    private readonly goals: GoalsStore,
  ) {}

  /** The base a goal gets when it starts following `index` today with `targetCents`. */
  async newBase(
    goalId: number,
    userId: number,
    index: AmountIndexKey,
    targetCents: number,
  ): Promise<GoalIndexingRow> {
    const now = this.deps.clock.now();
    const latest = await this.deps.indexSeries.latestPoint(index);
    return {
      goal_id: goalId,
      user_id: userId,
      index_key: index,
      base_target_cents: targetCents,
      base_point_date: latest?.date ?? null,
      base_day: argentinaToday(now),
      updated_at: now.toISOString(),
    };
  }

  /**
   * Writes today's target of every active indexed goal whose amount moved, and tells its public
   * page (cached reads, HTTP cache, live bars). Idempotent: a second run the same day writes
   * nothing. Answers how many goals changed.
   */
  async recompute(today: string): Promise<number> {
    const rows = await this.goals.activeIndexed();
    const series = new Map<string, Promise<IndexPoint[]>>();
    const read = (key: AmountIndexKey, from: string) => {
      const cacheKey = `${key}:${from}`;
      let points = series.get(cacheKey);
      if (!points) {
        points = this.deps.indexSeries.storedSeries(key, from);
        series.set(cacheKey, points);
      }
      return points;
    };
    let changed = 0;
    for (const row of rows) {
      if (!isAmountIndexKey(row.index_key) || row.base_point_date === null) continue;
      const cents = todayAmountCents({
        index: row.index_key,
        points: await read(row.index_key, row.base_point_date),
        basePointDate: row.base_point_date,
        baseCents: row.base_target_cents,
        today,
        stepCents: GOAL_ROUND_CENTS,
      });
      if (cents === null || cents === row.target_amount_cents) continue;
      if (!(await this.goals.setTarget(row.goal_id, cents, this.deps.clock.now().toISOString()))) continue;
      changed += 1;
      await this.deps.pageChanges.creatorChanged(row.user_id);
      await this.deps.pageChanges.goalChanged(row.user_id);
    }
    return changed;
  }
}
