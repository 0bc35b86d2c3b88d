import type { Goal } from '@enlaza/shared/goals';
import { GOAL_MESSAGES, type GoalUpdateValues, type GoalValues } from '@enlaza/shared/goals';
import { Money } from '@enlaza/shared/money';
import { logActivity } from '../../db/activity-log.repository';
import { isUniqueViolation } from '../../db/unique-violation';
import { type AppError, conflict, notFound } from '../../http/errors';
import { type GoalRow, presentGoal } from './goal.presenter';
import { GoalsRepository } from './goals.repository';
import type { GoalsDeps } from './goals-deps';

const alreadyActive = (): AppError => conflict(GOAL_MESSAGES.alreadyActive);

/** The creator's goal: at most one active at a time (also enforced by a partial unique index). */
export class GoalsService {
  private readonly goals: GoalsRepository;

  constructor(private readonly deps: GoalsDeps) {
    this.goals = new GoalsRepository(deps.database.db);
  }

  private get db() {
    return this.deps.database.db;
  }

  async present(row: GoalRow): Promise<Goal> {
    return presentGoal(row, await this.deps.raised.raisedFor(row.id));
  }

  /** Every goal of the creator, the active one first, then the newest. */
  async list(userId: number): Promise<Goal[]> {
    const rows = await this.goals.list(userId);
    return Promise.all(rows.map((row) => this.present(row)));
  }

  async get(userId: number, id: number): Promise<GoalRow> {
    const row = await this.goals.find(userId, id);
    if (!row) throw notFound(GOAL_MESSAGES.notFound);
    return row;
  }

  /** A new goal is always the active one (`is_active` in the input is ignored). */
  async create(userId: number, input: GoalValues): Promise<GoalRow> {
    if (await this.goals.hasOtherActive(userId, null)) throw alreadyActive();
    const now = this.deps.clock.now().toISOString();
    let created: GoalRow;
    try {
      created = await this.db.transaction().execute(async (trx) => {
        const created = await GoalsRepository.insert(trx, {
          user_id: userId,
          title: input.title,
          description: input.description,
          target_amount_cents: Money.fromPesos(input.target_amount).cents,
          is_active: 1,
          created_at: now,
          updated_at: now,
        });
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
    if (active && current.is_active !== 1 && (await this.goals.hasOtherActive(userId, id)))
      throw alreadyActive();
    const targetCents =
      changes.target_amount === undefined
        ? current.target_amount_cents
        : Money.fromPesos(changes.target_amount).cents;
    let updated: GoalRow | undefined;
    try {
      const now = this.deps.clock.now().toISOString();
      updated = await this.db.transaction().execute(async (trx) => {
        const updated = await GoalsRepository.update(trx, userId, id, {
          title: changes.title ?? current.title,
          description: changes.description ?? current.description,
          target_amount_cents: targetCents,
          is_active: active ? 1 : 0,
          updated_at: now,
        });
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
