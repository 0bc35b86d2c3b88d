import type { Goal } from '@enlaza/shared/goals';
import { GOAL_MESSAGES, type GoalUpdateValues, type GoalValues } from '@enlaza/shared/goals';
import { Money } from '@enlaza/shared/money';
import { isUniqueViolation } from '../../db/unique-violation';
import { type AppError, conflict, notFound } from '../../http/errors';
import { type GoalRow, presentGoal } from './goal.presenter';
import { GoalTargets } from './goal-targets';
import { GoalsRepository, type GoalsStore, type GoalsWrites } from './goals.repository';
import type { GoalsDeps } from './goals-deps';

const alreadyActive = (): AppError => conflict(GOAL_MESSAGES.alreadyActive);

/** The creator's goal: at most one active at a time (also enforced by a partial unique index). */
export class GoalsService {
  /** Indexed targets (issue 33): their bases and the daily recompute. */
  readonly targets: GoalTargets;

  constructor(
    private readonly deps: GoalsDeps,
    private readonly goals: GoalsStore = new GoalsRepository(deps.database.db),
  ) {
    this.targets = new GoalTargets(deps, goals);
  }

  async present(row: GoalRow): Promise<Goal> {
    const [raised, indexing] = await Promise.all([
      this.deps.raised.raisedFor(row.id),
      this.goals.indexing(row.id),
    ]);
    return presentGoal(row, raised, indexing);
  }

  /** The daily recompute of indexed targets (the job calls it under its lease). */
  recomputeIndexed(today: string): Promise<number> {
    return this.targets.recompute(today);
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
    const targetCents = Money.fromPesos(input.target_amount).cents;
    // Read before the transaction (SQLite has one connection: no read beside an open transaction).
    const index = input.indexed_by ?? 'none';
    const base = index === 'none' ? null : await this.targets.newBase(0, userId, index, targetCents);
    let created: GoalRow;
    try {
      created = await this.goals.transaction(async (tx) => {
        const created = await tx.insert({
          user_id: userId,
          title: input.title,
          description: input.description,
          target_amount_cents: targetCents,
          is_active: 1,
          created_at: now,
          updated_at: now,
        });
        if (base) await tx.putIndexing({ ...base, goal_id: created.id });
        await tx.logActivity({ userId, kind: 'goal_created', title: created.title, at: now });
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
    const indexing = await this.indexingChange(userId, current, changes);
    const targetCents = indexing.targetCents;
    let updated: GoalRow | undefined;
    try {
      const now = this.deps.clock.now().toISOString();
      updated = await this.goals.transaction(async (tx) => {
        await indexing.write(tx);
        const updated = await tx.update(userId, id, {
          title: changes.title ?? current.title,
          description: changes.description ?? current.description,
          target_amount_cents: targetCents,
          is_active: active ? 1 : 0,
          updated_at: now,
        });
        if (!updated) throw notFound(GOAL_MESSAGES.notFound);
        // Deactivating is how the dashboard deletes a goal.
        const kind = current.is_active === 1 && !active ? 'goal_deleted' : 'goal_updated';
        await tx.logActivity({ userId, kind, title: updated.title, at: now });
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

  /**
   * What an update does to an indexed target (issue 33). While indexed, `target_amount` is the
   * target as set (the base): the same base keeps today's target and the base day; a new amount or
   * index starts again from today. Turning indexing off keeps today's target unless a new one is typed.
   */
  private async indexingChange(
    userId: number,
    current: GoalRow,
    changes: GoalUpdateValues,
  ): Promise<{ targetCents: number; write: (tx: GoalsWrites) => Promise<void> }> {
    const base = await this.goals.indexing(current.id);
    const typed = changes.target_amount === undefined ? null : Money.fromPesos(changes.target_amount).cents;
    const index = changes.indexed_by ?? base?.index_key ?? 'none';
    if (index === 'none' || (index !== 'ipc' && index !== 'uva')) {
      return {
        targetCents: typed ?? current.target_amount_cents,
        write: async (tx) => {
          if (base) await tx.dropIndexing(current.id);
        },
      };
    }
    if (base && base.index_key === index && (typed === null || typed === base.base_target_cents)) {
      return { targetCents: current.target_amount_cents, write: async () => {} };
    }
    const targetCents = typed ?? current.target_amount_cents;
    const next = await this.targets.newBase(current.id, userId, index, targetCents);
    return { targetCents, write: (tx) => tx.putIndexing(next) };
  }
}
