import type { Goal } from '@enlaza/shared/goals';
import { GOAL_MESSAGES, goalSchema } from '@enlaza/shared/goals';
import type { AppDeps } from '../../app-deps';
import { type AppError, badRequest, conflict, notFound } from '../../http/errors';
import { isPlainObject } from '../../http/request-input';
import { parse } from '../../http/validate';
import { isUniqueViolation } from '../users/users.repository';
import { type GoalRow, presentGoal } from './goal.presenter';
import { raisedAmount } from './raised-amount';

const alreadyActive = (): AppError => conflict(GOAL_MESSAGES.alreadyActive);

/** The creator's goal: at most one active at a time (also enforced by a partial unique index). */
export class GoalsService {
  constructor(private readonly deps: AppDeps) {}

  private get db() {
    return this.deps.database.db;
  }

  async present(row: GoalRow): Promise<Goal> {
    return presentGoal(row, await raisedAmount(this.db, row.id));
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

  async create(userId: number, body: unknown): Promise<GoalRow> {
    if (!isPlainObject(body)) throw badRequest();
    const { is_active: _ignored, ...fields } = body;
    const input = parse(goalSchema, fields);
    if (await this.hasOtherActive(userId, null)) throw alreadyActive();
    const now = this.deps.clock.now().toISOString();
    try {
      return await this.db
        .insertInto('goals')
        .values({
          user_id: userId,
          title: input.title,
          description: input.description,
          target_amount_cents: Math.round(input.target_amount * 100),
          is_active: 1,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      // Two creations racing: the partial unique index lets only one through.
      if (isUniqueViolation(error, 'user_id')) throw alreadyActive();
      throw error;
    }
  }

  /**
   * Fields left out keep their value, so `{ is_active: false }` alone deactivates the goal (which
   * is how the dashboard deletes it). Reactivating is refused while another goal is active.
   */
  async update(userId: number, id: number, body: unknown): Promise<GoalRow> {
    const current = await this.get(userId, id);
    if (!isPlainObject(body)) throw badRequest();
    const merged: Record<string, unknown> = {
      title: current.title,
      description: current.description,
      target_amount: current.target_amount_cents / 100,
      is_active: current.is_active === 1,
    };
    for (const [key, value] of Object.entries(body)) {
      if (key in merged && value !== undefined) merged[key] = value;
    }
    const input = parse(goalSchema, merged);
    const active = input.is_active !== false;
    if (active && current.is_active !== 1 && (await this.hasOtherActive(userId, id))) throw alreadyActive();
    try {
      const updated = await this.db
        .updateTable('goals')
        .set({
          title: input.title,
          description: input.description,
          target_amount_cents: Math.round(input.target_amount * 100),
          is_active: active ? 1 : 0,
          updated_at: this.deps.clock.now().toISOString(),
        })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
      if (!updated) throw notFound(GOAL_MESSAGES.notFound);
      return updated;
    } catch (error) {
      if (isUniqueViolation(error, 'user_id')) throw alreadyActive();
      throw error;
    }
  }
}
