import { Money } from '@enlaza/shared/money';
import {
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
import { HOLDING_STATUSES, type TierRow, TiersRepository, type TierWithCount } from './tiers.repository';

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

  constructor(private readonly deps: MonthlyDeps) {
    this.repo = new TiersRepository(deps.database.db);
  }

  list(userId: number): Promise<TierWithCount[]> {
    return this.repo.list(userId);
  }

  async publicTiers(userId: number): Promise<PublicMonthlyTier[]> {
    return (await this.repo.publicTiers(userId)).map(presentPublicTier);
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

  async create(userId: number, username: string, input: MonthlyTierValues): Promise<TierWithCount> {
    await this.requireConnection(userId);
    if ((await this.repo.count(userId)) >= MONTHLY_LIMITS.maxTiers)
      throw conflict(MONTHLY_MESSAGES.tooManyTiers);
    const plan = await this.withProvider(userId, (t) =>
      this.deps.payments.createPlan(t, {
        reason: input.name,
        back_url: planBackUrl(this.deps.config.publicUrl, username),
        amount: input.amount,
      }),
    );
    if (!input.active)
      await this.withProvider(userId, (t) =>
        this.deps.payments.updatePlan(t, plan.id, { status: 'inactive' }),
      );
    const now = this.deps.clock.now().toISOString();
    const row = await this.repo.insert({
      user_id: userId,
      name: input.name,
      amount_cents: Money.fromPesos(input.amount).cents,
      description: input.description,
      active: input.active ? 1 : 0,
      position: await this.repo.count(userId),
      mp_plan_id: plan.id,
      created_at: now,
      updated_at: now,
    });
    await this.deps.pageChanges.creatorChanged(userId);
    return { ...row, active_supporters: 0 };
  }

  async update(
    userId: number,
    username: string,
    id: number,
    input: MonthlyTierValues,
  ): Promise<TierWithCount> {
    const current = await this.repo.find(userId, id);
    if (!current) throw notFound(MONTHLY_MESSAGES.tierNotFound);
    const amountCents = Money.fromPesos(input.amount).cents;
    const holding = await this.repo.subscriptions(id, HOLDING_STATUSES);
    if (amountCents !== current.amount_cents && holding > 0) {
      throw fieldError('amount', MONTHLY_MESSAGES.amountLocked, 409);
    }
    let planId = current.mp_plan_id;
    const wasActive = current.active === 1;
    if (amountCents !== current.amount_cents || !planId) {
      // A plan's amount is its own: a new amount is a new plan (the old one is closed to new supporters).
      await this.requireConnection(userId);
      const plan = await this.withProvider(userId, (t) =>
        this.deps.payments.createPlan(t, {
          reason: input.name,
          back_url: planBackUrl(this.deps.config.publicUrl, username),
          amount: input.amount,
        }),
      );
      const old = planId;
      if (old) await this.closePlan(userId, old);
      planId = plan.id;
      if (!input.active) await this.closePlan(userId, planId);
    } else if (input.active !== wasActive || input.name !== current.name) {
      const changes = {
        ...(input.active !== wasActive
          ? { status: input.active ? ('active' as const) : ('inactive' as const) }
          : {}),
        ...(input.name !== current.name ? { reason: input.name } : {}),
      };
      const plan = planId;
      await this.withProvider(userId, (t) => this.deps.payments.updatePlan(t, plan, changes));
    }
    const row: TierRow = await this.repo.update(userId, id, {
      name: input.name,
      amount_cents: amountCents,
      description: input.description,
      active: input.active ? 1 : 0,
      mp_plan_id: planId,
      updated_at: this.deps.clock.now().toISOString(),
    });
    await this.deps.pageChanges.creatorChanged(userId);
    return { ...row, active_supporters: holding };
  }

  private async closePlan(userId: number, planId: string): Promise<void> {
    await this.withProvider(userId, (t) => this.deps.payments.updatePlan(t, planId, { status: 'inactive' }));
  }

  /** Only a tier nobody ever subscribed to is deleted; otherwise it is closed instead (409). */
  async remove(userId: number, id: number): Promise<void> {
    const current = await this.repo.find(userId, id);
    if (!current) throw notFound(MONTHLY_MESSAGES.tierNotFound);
    if ((await this.repo.subscriptions(id)) > 0) throw conflict(MONTHLY_MESSAGES.tierHasSupporters);
    if (current.mp_plan_id && current.active === 1) {
      try {
        await this.closePlan(userId, current.mp_plan_id);
      } catch (error) {
        // The tier goes anyway: a plan nobody can reach from our pages takes no new supporters.
        this.deps.log.info({ err: error, tierId: id }, 'plan not closed on delete');
      }
    }
    await this.repo.remove(userId, id);
    await this.deps.pageChanges.creatorChanged(userId);
  }
}
