import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB, GoalsTable } from '../../db/schema';
import type { GoalRow } from './goal.presenter';

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

  static insert(trx: Kysely<DB>, values: Insertable<GoalsTable>): Promise<GoalRow> {
    return trx.insertInto('goals').values(values).returningAll().executeTakeFirstOrThrow();
  }

  static update(
    trx: Kysely<DB>,
    userId: number,
    id: number,
    changes: Updateable<GoalsTable>,
  ): Promise<GoalRow | undefined> {
    return trx
      .updateTable('goals')
      .set(changes)
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
  }
}
