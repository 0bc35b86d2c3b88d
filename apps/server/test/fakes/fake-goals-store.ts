import type { Insertable, Updateable } from 'kysely';
import type { GoalsTable } from '../../src/db/schema';
import type { GoalRow } from '../../src/modules/goals/goal.presenter';
import type {
  GoalIndexingRow,
  GoalsStore,
  GoalsWrites,
  IndexedGoalRow,
} from '../../src/modules/goals/goals.repository';
import { FakeActivityLog } from './fake-activity-log';
import { inMemoryTransaction, snapshotRows, uniqueViolation } from './in-memory-transaction';

/** goals in memory, with the partial unique index (one active goal per creator) and the activity log. */
export class FakeGoalsStore implements GoalsStore, GoalsWrites {
  readonly rows: GoalRow[] = [];
  readonly indexings: GoalIndexingRow[] = [];
  private nextId = 1;

  constructor(readonly activity = new FakeActivityLog()) {}

  async list(userId: number): Promise<GoalRow[]> {
    return this.rows
      .filter((r) => r.user_id === userId)
      .map((r) => ({ ...r }))
      .sort((a, b) => b.is_active - a.is_active || b.created_at.localeCompare(a.created_at) || b.id - a.id);
  }

  async find(userId: number, id: number): Promise<GoalRow | undefined> {
    const row = this.rows.find((r) => r.user_id === userId && r.id === id);
    return row && { ...row };
  }

  async hasOtherActive(userId: number, exceptId: number | null): Promise<boolean> {
    return this.rows.some((r) => r.user_id === userId && r.is_active === 1 && r.id !== exceptId);
  }

  transaction<T>(work: (tx: GoalsWrites) => Promise<T>): Promise<T> {
    const goals = { snapshot: () => snapshotRows(this.rows) };
    const indexings = { snapshot: () => snapshotRows(this.indexings) };
    return inMemoryTransaction([goals, indexings, this.activity], () => work(this));
  }

  logActivity: GoalsWrites['logActivity'] = (record) => this.activity.logActivity(record);

  async insert(values: Insertable<GoalsTable>): Promise<GoalRow> {
    const row = { ...values, id: this.nextId++ } as GoalRow;
    this.checkOneActive(row);
    this.rows.push(row);
    return { ...row };
  }

  async update(userId: number, id: number, changes: Updateable<GoalsTable>): Promise<GoalRow | undefined> {
    const row = this.rows.find((r) => r.user_id === userId && r.id === id);
    if (!row) return undefined;
    const next = { ...row, ...changes } as GoalRow;
    this.checkOneActive(next);
    Object.assign(row, next);
    return { ...row };
  }

  async indexing(goalId: number): Promise<GoalIndexingRow | undefined> {
    const row = this.indexings.find((r) => r.goal_id === goalId);
    return row && { ...row };
  }

  async putIndexing(values: GoalIndexingRow): Promise<void> {
    await this.dropIndexing(values.goal_id);
    this.indexings.push({ ...values });
  }

  async dropIndexing(goalId: number): Promise<void> {
    const at = this.indexings.findIndex((r) => r.goal_id === goalId);
    if (at >= 0) this.indexings.splice(at, 1);
  }

  async activeIndexed(): Promise<IndexedGoalRow[]> {
    return this.indexings.flatMap((indexing) => {
      const goal = this.rows.find((r) => r.id === indexing.goal_id && r.is_active === 1);
      return goal ? [{ ...indexing, target_amount_cents: goal.target_amount_cents }] : [];
    });
  }

  async setTarget(goalId: number, cents: number, now: string): Promise<boolean> {
    const row = this.rows.find((r) => r.id === goalId);
    if (!row || row.target_amount_cents === cents) return false;
    Object.assign(row, { target_amount_cents: cents, updated_at: now });
    return true;
  }

  /** The partial unique index goals(user_id) WHERE is_active = 1. */
  private checkOneActive(row: GoalRow): void {
    if (row.is_active !== 1) return;
    if (this.rows.some((r) => r.user_id === row.user_id && r.is_active === 1 && r.id !== row.id))
      throw uniqueViolation('goals', 'user_id');
  }
}
