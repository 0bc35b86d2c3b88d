import { randomUUID } from 'node:crypto';
import { Money } from '@enlaza/shared/money';
import {
  checkOpenAmount,
  FREQUENCY_MONTHS,
  MONTHLY_MESSAGES,
  MONTHLY_SHAPE_MESSAGES,
  type MonthlySubscribeValues,
  type SubscribeShape,
} from '@enlaza/shared/monthly';
import { AppError, conflict, fieldError, tooManyRequests } from '../../http/errors';
import { isConnectionGone } from '../../integrations/payments/creator-access';
import { normalizeUsername } from '../../lib/username';
import type { MonthlyDeps } from './monthly-deps';
import type { MonthlySync } from './monthly-sync';
import { type SubscriptionRow, SubscriptionsRepository } from './subscriptions.repository';
import { type TierRow, TiersRepository } from './tiers.repository';

/** As many subscribe attempts per minute and address as checkouts. */
const SUBSCRIBES_PER_MINUTE = 20;
/** Provider re-reads per minute and address from the return page. */
const REREADS_PER_MINUTE = 30;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PROVIDER_ID = /^[0-9a-z_-]{1,64}$/i;

export interface SubscribeTarget {
  creator: { id: number; full_name: string; username: string };
  tier: TierRow;
}

/**
 * A visitor subscribes to a tier: our row is created pending (its id is the provider subscription's
 * external reference), then the subscription at the provider with the tier's plan and the
 * supporter's email; the visitor is sent to its `init_point`. The return page re-reads the provider.
 */
export class SubscribeService {
  private readonly rows: SubscriptionsRepository;
  private readonly tiers: TiersRepository;

  constructor(
    private readonly deps: MonthlyDeps,
    private readonly sync: MonthlySync,
  ) {
    this.rows = new SubscriptionsRepository(deps.database.db);
    this.tiers = new TiersRepository(deps.database.db);
  }

  async creator(rawUsername: string) {
    const username = normalizeUsername(rawUsername);
    return username ? ((await this.rows.creatorByUsername(username)) ?? null) : null;
  }

  /** The creator and one of their tiers open to new supporters, or null. */
  async target(rawUsername: string, rawTierId: string): Promise<SubscribeTarget | null> {
    if (!/^\d{1,9}$/.test(rawTierId)) return null;
    const creator = await this.creator(rawUsername);
    if (!creator) return null;
    const tier = await this.tiers.findOpen(Number(rawTierId));
    if (!tier || tier.user_id !== creator.id) return null;
    return { creator, tier };
  }

  /**
   * The plan and the amount per charge of what the form chose (issue 34): the yearly plan only when
   * the tier is offered yearly; an open tier's amount checked against its minimum and the provider's
   * maximum (field errors, 400), a fixed tier's own amount otherwise.
   */
  private charged(tier: TierRow, shape: SubscribeShape): { planId: string | null; cents: number } {
    if (shape.frequency === 'yearly') {
      if (tier.yearly_amount_cents === null || !tier.yearly_mp_plan_id) {
        throw fieldError('frecuencia', MONTHLY_SHAPE_MESSAGES.yearlyNotOffered);
      }
      return { planId: tier.yearly_mp_plan_id, cents: tier.yearly_amount_cents };
    }
    if (tier.open_amount_min_cents === null) return { planId: tier.mp_plan_id, cents: tier.amount_cents };
    const checked = checkOpenAmount(shape.amount, Money.fromCents(tier.open_amount_min_cents).pesos);
    if (!checked.ok) throw fieldError('monto', checked.message);
    return { planId: tier.mp_plan_id, cents: Money.fromPesos(checked.pesos).cents };
  }

  /** Answers the provider's consent address for the new pending subscription. */
  async subscribe(
    target: SubscribeTarget,
    input: MonthlySubscribeValues,
    ip: string,
    shape: SubscribeShape = { frequency: 'monthly', amount: null },
  ): Promise<string> {
    const { creator, tier } = target;
    const { planId, cents } = this.charged(tier, shape);
    if (!(await this.deps.rateLimiter.take(`monthly-subscribe:${ip}`, SUBSCRIBES_PER_MINUTE, 60_000))) {
      throw tooManyRequests();
    }
    if (!(await this.deps.access.canReceiveDonations(creator.id)))
      throw conflict(MONTHLY_MESSAGES.tierClosed);
    if (!planId) throw conflict(MONTHLY_MESSAGES.tierClosed);
    const id = randomUUID();
    const now = this.deps.clock.now().toISOString();
    await this.rows.insert({
      id,
      user_id: creator.id,
      tier_id: tier.id,
      supporter_name: input.supporter_name || null,
      supporter_email: input.email,
      message: input.message || null,
      amount_cents: cents,
      frequency: shape.frequency,
      created_at: now,
      updated_at: now,
    });
    const backUrl = `${this.deps.config.publicUrl}/u/${encodeURIComponent(creator.username)}/mensual/gracias?ref=${id}`;
    try {
      const sub = await this.deps.access.withToken(creator.id, (t) =>
        this.deps.payments.createSubscription(t, {
          plan_id: planId,
          external_reference: id,
          payer_email: input.email,
          reason: `${tier.name} · ${creator.full_name}`,
          back_url: backUrl,
          amount: Money.fromCents(cents).pesos,
          frequency_months: FREQUENCY_MONTHS[shape.frequency],
        }),
      );
      await this.rows.setPreapproval(id, sub.id, this.deps.clock.now().toISOString());
      if (!sub.init_point) throw new Error('subscription without init_point');
      return sub.init_point;
    } catch (error) {
      // Not at the provider: the row would only show as a supporter who never was.
      await this.rows.removeUnsent(id);
      if (isConnectionGone(error)) throw conflict(MONTHLY_MESSAGES.tierClosed);
      this.deps.log.warn({ err: error, subscriptionId: id }, 'subscription not created at the provider');
      throw new AppError(502, MONTHLY_MESSAGES.providerUnavailable);
    }
  }

  /**
   * The return page: the subscription named by `ref` (ours) or `preapproval_id` (the provider's),
   * re-read from the provider and applied, so what shows is the provider's status, never the query's.
   */
  async returned(
    creatorId: number,
    query: { ref: unknown; preapprovalId: unknown },
    ip: string,
  ): Promise<{ row: SubscriptionRow; tierName: string } | null> {
    let row: SubscriptionRow | undefined;
    if (typeof query.ref === 'string' && UUID.test(query.ref))
      row = await this.rows.find(query.ref.toLowerCase());
    if (!row && typeof query.preapprovalId === 'string' && PROVIDER_ID.test(query.preapprovalId)) {
      row = await this.rows.byPreapproval(query.preapprovalId);
    }
    if (!row || row.user_id !== creatorId) return null;
    if (await this.deps.rateLimiter.take(`monthly-return:${ip}`, REREADS_PER_MINUTE, 60_000)) {
      try {
        await this.sync.refresh(row);
      } catch (error) {
        this.deps.log.info({ err: error, subscriptionId: row.id }, 'subscription not re-read on return');
      }
    }
    const now = (await this.rows.find(row.id)) ?? row;
    const tier = await this.tiers.find(creatorId, now.tier_id);
    return { row: now, tierName: tier?.name ?? '' };
  }
}
