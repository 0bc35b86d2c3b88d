import { Money } from '@enlaza/shared/money';
import {
  AMOUNT_LOCKING_STATUSES,
  MONTHLY_LIMITS,
  MONTHLY_MESSAGES,
  type MonthlyTierValues,
  type PublicMonthlyTier,
} from '@enlaza/shared/monthly';
import { AppError, conflict, fieldError, notFound } from '../../http/errors';
import { isConnectionGone } from '../../integrations/payments/creator-access';
import type { MonthlyTierReads } from '../../ports/monthly-tiers';
import type { MonthlyDeps } from './monthly-deps';
import { presentPublicTier } from './tier.presenter';
import type { TierIndexingService } from './tier-indexing.service';
import { type TierRow, TiersRepository, type TierWithCount } from './tiers.repository';

/** The tier's shape columns (issue 34) from the validated input. */
function shapeColumns(input: MonthlyTierValues) {
  const cents = (pesos: number | null) => (pesos === null ? null : Money.fromPesos(pesos).cents);
  return {
    yearly_amount_cents: cents(input.yearly_amount),
    open_amount_min_cents: cents(input.open_amount_min),
    free_trial: input.free_trial ? 1 : 0,
  };
}

/** Where the provider sends a supporter back after subscribing from a plan's own link. */
function planBackUrl(publicUrl: string, username: string): string {
  return `${publicUrl}/u/${encodeURIComponent(username)}/mensual/gracias`;
}

/**
 * The creator's monthly tiers (at most 3): each is a plan on the creator's own Mercado Pago account,
 * created and closed there with their token. The amount is locked while supporters are charged.
 */
export class TiersService implements MonthlyTierReads {
  private readonly repo: TiersRepository;

  constructor(
    private readonly deps: MonthlyDeps,
    private readonly indexing: TierIndexingService,
  ) {
    this.repo = new TiersRepository(deps.database.db);
  }

  list(userId: number): Promise<TierWithCount[]> {
    return this.repo.list(userId);
  }

  async publicTiers(userId: number): Promise<PublicMonthlyTier[]> {
    const rows = await this.repo.publicTiers(userId);
    const facts = await this.indexing.factsFor(userId, rows);
    return rows.map((row) => presentPublicTier(row, facts.get(row.id)));
  }

  async one(userId: number, id: number): Promise<TierWithCount> {
    const found = (await this.repo.list(userId)).find((t) => t.id === id);
    if (!found) throw notFound(MONTHLY_MESSAGES.tierNotFound);
    return found;
  }

  /** Runs a provider call with the creator's token; no connection → 409, provider trouble → 502. */
  private async withProvider<T>(userId: number, call: (token: string) => Promise<T>): Promise<T> {
    try {
      return await this.deps.access.withToken(userId, call);
    } catch (error) {
      if (isConnectionGone(error)) throw conflict(MONTHLY_MESSAGES.needsConnection);
      this.deps.log.warn({ err: error, userId }, 'monthly plan call failed');
      throw new AppError(502, MONTHLY_MESSAGES.providerUnavailable);
    }
  }

  private async requireConnection(userId: number): Promise<void> {
    if (!(await this.deps.access.canReceiveDonations(userId)))
      throw conflict(MONTHLY_MESSAGES.needsConnection);
  }

  /**
   * A new plan for the tier at one frequency (issue 34): the yearly plan charges every 12 months; an
   * open tier's plan carries no amount (each subscription brings its own); a free trial is the first
   * month. Closed at once when the tier is.
   */
  private async newPlan(
    userId: number,
    username: string,
    input: MonthlyTierValues,
    frequency: 'monthly' | 'yearly',
  ): Promise<string> {
    const yearly = frequency === 'yearly';
    const plan = await this.withProvider(userId, (t) =>
      this.deps.payments.createPlan(t, {
        reason: input.name,
        back_url: planBackUrl(this.deps.config.publicUrl, username),
        amount: yearly ? (input.yearly_amount ?? input.amount) : (input.open_amount_min ?? input.amount),
        frequency_months: yearly ? 12 : 1,
        free_trial: input.free_trial,
        open_amount: !yearly && input.open_amount_min !== null,
      }),
    );
    if (!input.active) await this.closePlan(userId, plan.id);
    return plan.id;
  }

  async create(userId: number, username: string, input: MonthlyTierValues): Promise<TierWithCount> {
    await this.requireConnection(userId);
    if ((await this.repo.count(userId)) >= MONTHLY_LIMITS.maxTiers)
      throw conflict(MONTHLY_MESSAGES.tooManyTiers);
    const planId = await this.newPlan(userId, username, input, 'monthly');
    const yearlyPlanId =
      input.yearly_amount === null ? null : await this.newPlan(userId, username, input, 'yearly');
    const now = this.deps.clock.now().toISOString();
    const row = await this.repo.insert({
      user_id: userId,
      name: input.name,
      amount_cents: Money.fromPesos(input.amount).cents,
      description: input.description,
      active: input.active ? 1 : 0,
      position: await this.repo.count(userId),
      mp_plan_id: planId,
      created_at: now,
      updated_at: now,
      ...shapeColumns(input),
      yearly_mp_plan_id: yearlyPlanId,
    });
    await this.deps.pageChanges.creatorChanged(userId);
    return { ...row, active_supporters: 0, locking_supporters: 0 };
  }

  async update(
    userId: number,
    username: string,
    id: number,
    input: MonthlyTierValues,
  ): Promise<TierWithCount> {
    const current = await this.repo.find(userId, id);
    if (!current) throw notFound(MONTHLY_MESSAGES.tierNotFound);
    const next = shapeColumns(input);
    const amountCents = Money.fromPesos(input.amount).cents;
    const open = next.open_amount_min_cents !== null;
    // What a monthly supporter is charged: an open tier's minimum, or the fixed amount.
    const monthlyChanged =
      open !== (current.open_amount_min_cents !== null) ||
      (open
        ? next.open_amount_min_cents !== current.open_amount_min_cents
        : amountCents !== current.amount_cents);
    const yearlyChanged = next.yearly_amount_cents !== current.yearly_amount_cents;
    if (monthlyChanged && (await this.repo.subscriptions(id, AMOUNT_LOCKING_STATUSES, 'monthly')) > 0) {
      throw fieldError(open ? 'open_amount_min' : 'amount', MONTHLY_MESSAGES.amountLocked, 409);
    }
    if (yearlyChanged && (await this.repo.subscriptions(id, AMOUNT_LOCKING_STATUSES, 'yearly')) > 0) {
      throw fieldError('yearly_amount', MONTHLY_MESSAGES.amountLocked, 409);
    }
    const trialChanged = next.free_trial !== current.free_trial;
    const planId = await this.keptOrNewPlan(userId, username, input, current.mp_plan_id, current, {
      renew: monthlyChanged || trialChanged,
      frequency: 'monthly',
    });
    const yearlyPlanId =
      input.yearly_amount === null
        ? await this.closed(userId, current.yearly_mp_plan_id, current.active === 1)
        : await this.keptOrNewPlan(userId, username, input, current.yearly_mp_plan_id, current, {
            renew: yearlyChanged || trialChanged,
            frequency: 'yearly',
          });
    await this.repo.update(userId, id, {
      name: input.name,
      amount_cents: amountCents,
      description: input.description,
      active: input.active ? 1 : 0,
      mp_plan_id: planId,
      updated_at: this.deps.clock.now().toISOString(),
      ...next,
      yearly_mp_plan_id: yearlyPlanId,
    });
    await this.deps.pageChanges.creatorChanged(userId);
    return this.one(userId, id);
  }

  /**
   * The plan of one frequency after an edit: a new one when what it charges changed (a plan's amount,
   * frequency and trial are its own; the old one is closed to new supporters), else the same plan
   * opened, closed or renamed to match.
   */
  private async keptOrNewPlan(
    userId: number,
    username: string,
    input: MonthlyTierValues,
    planId: string | null,
    current: TierRow,
    how: { renew: boolean; frequency: 'monthly' | 'yearly' },
  ): Promise<string> {
    const wasActive = current.active === 1;
    if (how.renew || !planId) {
      await this.requireConnection(userId);
      const created = await this.newPlan(userId, username, input, how.frequency);
      if (planId && wasActive) await this.closePlan(userId, planId);
      return created;
    }
    if (input.active !== wasActive || input.name !== current.name) {
      const changes = {
        ...(input.active !== wasActive
          ? { status: input.active ? ('active' as const) : ('inactive' as const) }
          : {}),
        ...(input.name !== current.name ? { reason: input.name } : {}),
      };
      await this.withProvider(userId, (t) => this.deps.payments.updatePlan(t, planId, changes));
    }
    return planId;
  }

  /** A yearly plan no longer offered: closed to new supporters (its subscriptions go on). */
  private async closed(userId: number, planId: string | null, open: boolean): Promise<null> {
    if (planId && open) await this.closePlan(userId, planId);
    return null;
  }

  private async closePlan(userId: number, planId: string): Promise<void> {
    await this.withProvider(userId, (t) => this.deps.payments.updatePlan(t, planId, { status: 'inactive' }));
  }

  /** Only a tier nobody ever subscribed to is deleted; otherwise it is closed instead (409). */
  async remove(userId: number, id: number): Promise<void> {
    const current = await this.repo.find(userId, id);
    if (!current) throw notFound(MONTHLY_MESSAGES.tierNotFound);
    if ((await this.repo.subscriptions(id)) > 0) throw conflict(MONTHLY_MESSAGES.tierHasSupporters);
    for (const planId of [current.mp_plan_id, current.yearly_mp_plan_id]) {
      if (!planId || current.active !== 1) continue;
      try {
        await this.closePlan(userId, planId);
      } catch (error) {
        // The tier goes anyway: a plan nobody can reach from our pages takes no new supporters.
        this.deps.log.info({ err: error, tierId: id }, 'plan not closed on delete');
      }
    }
    await this.repo.remove(userId, id);
    await this.deps.pageChanges.creatorChanged(userId);
  }
}
