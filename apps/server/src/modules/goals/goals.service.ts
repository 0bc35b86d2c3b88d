import type { Goal } from '@enlaza/shared/goals';
import { GOAL_MESSAGES, type GoalUpdateValues, type GoalValues } from '@enlaza/shared/goals';
import { Money } from '@enlaza/shared/money';
import type { GoalsDeps } from './goals-deps';
import { type AppError, conflict, notFound } from '../../http/errors';
import { logActivity } from '../../db/activity-log';
import { isUniqueViolation } from '../../db/unique-violation';
import { type GoalRow, presentGoal } from './goal.presenter';

const alreadyActive = (): AppError => conflict(GOAL_MESSAGES.alreadyActive);

/** The creator's goal: at most one active at a time (also enforced by a partial unique index). */
export class GoalsService {
  constructor(private readonly deps: GoalsDeps) {}

  private get db() {
    return this.deps.database.db;
  }

  async present(row: GoalRow): Promise<Goal> {
    return presentGoal(row, await this.deps.raised.raisedFor(row.id));
  }

  /** Every goal of the creator, the active one first, then the newest. */
  async list(userId: number): Promise<Goal[]> {
    const rows = await this.db
      .selectFrom('goals')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('is_active', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return Promise.all(rows.map((row) => this.present(row)));
  }

  async get(userId: number, id: number): Promise<GoalRow> {
    const row = await this.db
      .selectFrom('goals')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw notFound(GOAL_MESSAGES.notFound);
    return row;
  }

  private async hasOtherActive(userId: number, exceptId: number | null): Promise<boolean> {
    let query = this.db
      .selectFrom('goals')
      .select('id')
      .where('user_id', '=', userId)
      .where('is_active', '=', 1);
    if (exceptId !== null) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** A new goal is always the active one (`is_active` in the input is ignored). */
  async create(userId: number, input: GoalValues): Promise<GoalRow> {
    if (await this.hasOtherActive(userId, null)) throw alreadyActive();
    const now = this.deps.clock.now().toISOString();
    let created: GoalRow;
    try {
      created = await this.db.transaction().execute(async (trx) => {
        const created = await trx
          .insertInto('goals')
          .values({
            user_id: userId,
            title: input.title,
            description: input.description,
            target_amount_cents: Money.fromPesos(input.target_amount).cents,
            is_active: 1,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await logActivity(trx, { userId, kind: 'goal_created', title: created.title, at: now });
        return created;
      });
    } catch (error) {
      // Two creations racing: the partial unique index lets only one through.
      if (isUniqueViolation(error, 'user_id')) throw alreadyActive();
      throw error;
    }
    await this.deps.pageChanges.creatorChanged(userId);
    return created;
  }

  /**
   * Fields left out keep their value, so `{ is_active: false }` alone deactivates the goal (which
   * is how the dashboard deletes it). Reactivating is refused while another goal is active.
   */
  async update(userId: number, id: number, changes: GoalUpdateValues): Promise<GoalRow> {
    const current = await this.get(userId, id);
    const active = changes.is_active ?? current.is_active === 1;
    if (active && current.is_active !== 1 && (await this.hasOtherActive(userId, id))) throw alreadyActive();
    const targetCents =
      changes.target_amount === undefined
        ? current.target_amount_cents
        : Money.fromPesos(changes.target_amount).cents;
    let updated: GoalRow | undefined;
    try {
      const now = this.deps.clock.now().toISOString();
      updated = await this.db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('goals')
          .set({
            title: changes.title ?? current.title,
            description: changes.description ?? current.description,
            target_amount_cents: targetCents,
            is_active: active ? 1 : 0,
            updated_at: now,
          })
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .returningAll()
          .executeTakeFirst();
        if (!updated) throw notFound(GOAL_MESSAGES.notFound);
        // Deactivating is how the dashboard deletes a goal.
        const kind = current.is_active === 1 && !active ? 'goal_deleted' : 'goal_updated';
        await logActivity(trx, { userId, kind, title: updated.title, at: now });
        return updated;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'user_id')) throw alreadyActive();
      throw error;
    }
    if (!updated) throw notFound(GOAL_MESSAGES.notFound);
    await this.deps.pageChanges.creatorChanged(userId);
    // A new target moves the bars open on the public page, as a donation does.
    if (updated.target_amount_cents !== current.target_amount_cents || active !== (current.is_active === 1)) {
      await this.deps.pageChanges.goalChanged(userId);
    }
    return updated;
  }
}
