import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { type ActivityRecord, logActivity } from '../../db/activity-log.repository';
import type { DB, GoalIndexingTable, GoalsTable } from '../../db/schema';
import type { GoalRow } from './goal.presenter';

/** What the goals service reads and writes; GoalsRepository in production, an in-memory fake in unit tests. */
export type GoalsStore = Pick<
  GoalsRepository,
  'list' | 'find' | 'hasOtherActive' | 'transaction' | 'indexing' | 'activeIndexed' | 'setTarget'
>;
/** The writes made inside one transaction. */
export type GoalsWrites = Pick<
  GoalsRepository,
  'insert' | 'update' | 'logActivity' | 'putIndexing' | 'dropIndexing'
>;

export type GoalIndexingRow = Selectable<GoalIndexingTable>;
/** An active indexed goal with its current (effective) target. */
export type IndexedGoalRow = GoalIndexingRow & { target_amount_cents: number };

/** The creator's goals as stored. Writes take the transaction that also logs the activity. */
export class GoalsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Every goal of the creator, the active one first, then the newest. */
  list(userId: number): Promise<GoalRow[]> {
    return this.db
      .selectFrom('goals')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('is_active', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  find(userId: number, id: number): Promise<GoalRow | undefined> {
    return this.db
      .selectFrom('goals')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Whether the creator has an active goal other than `exceptId`. */
  async hasOtherActive(userId: number, exceptId: number | null): Promise<boolean> {
    let query = this.db
      .selectFrom('goals')
      .select('id')
      .where('user_id', '=', userId)
      .where('is_active', '=', 1);
    if (exceptId !== null) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** Runs `work` in one transaction, its writes bound to it. */
  transaction<T>(work: (tx: GoalsWrites) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new GoalsRepository(trx)));
  }

  logActivity(record: ActivityRecord): Promise<void> {
    return logActivity(this.db, record);
  }

  insert(values: Insertable<GoalsTable>): Promise<GoalRow> {
    return this.db.insertInto('goals').values(values).returningAll().executeTakeFirstOrThrow();
  }

  update(userId: number, id: number, changes: Updateable<GoalsTable>): Promise<GoalRow | undefined> {
    return this.db
      .updateTable('goals')
      .set(changes)
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
  }

  /** An indexed goal's base (issue 33), or undefined for a fixed target. */
  indexing(goalId: number): Promise<GoalIndexingRow | undefined> {
    return this.db.selectFrom('goal_indexing').selectAll().where('goal_id', '=', goalId).executeTakeFirst();
  }

  async putIndexing(values: GoalIndexingRow): Promise<void> {
    const { goal_id: _id, ...changes } = values;
    await this.db
      .insertInto('goal_indexing')
      .values(values)
      .onConflict((oc) => oc.column('goal_id').doUpdateSet(changes))
      .execute();
  }

  async dropIndexing(goalId: number): Promise<void> {
    await this.db.deleteFrom('goal_indexing').where('goal_id', '=', goalId).execute();
  }

  /** Every active indexed goal (the daily recompute's work), by goal id. */
  activeIndexed(): Promise<IndexedGoalRow[]> {
    return this.db
      .selectFrom('goal_indexing')
      .innerJoin('goals', 'goals.id', 'goal_indexing.goal_id')
      .selectAll('goal_indexing')
      .select('goals.target_amount_cents')
      .where('goals.is_active', '=', 1)
      .orderBy('goal_indexing.goal_id')
      .execute();
  }

  /** Writes today's target of an indexed goal unless it already is that (true: it changed). */
  async setTarget(goalId: number, cents: number, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('goals')
      .set({ target_amount_cents: cents, updated_at: now })
      .where('id', '=', goalId)
      .where('target_amount_cents', '!=', cents)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
