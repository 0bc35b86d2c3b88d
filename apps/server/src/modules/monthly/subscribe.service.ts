import { randomUUID } from 'node:crypto';
import { Money } from '@enlaza/shared/money';
import { MONTHLY_MESSAGES, type MonthlySubscribeValues } from '@enlaza/shared/monthly';
import { AppError, conflict, tooManyRequests } from '../../http/errors';
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

  /** Answers the provider's consent address for the new pending subscription. */
  async subscribe(target: SubscribeTarget, input: MonthlySubscribeValues, ip: string): Promise<string> {
    if (!(await this.deps.rateLimiter.take(`monthly-subscribe:${ip}`, SUBSCRIBES_PER_MINUTE, 60_000))) {
      throw tooManyRequests();
    }
    const { creator, tier } = target;
    if (!(await this.deps.access.canReceiveDonations(creator.id)))
      throw conflict(MONTHLY_MESSAGES.tierClosed);
    const planId = tier.mp_plan_id;
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
      amount_cents: tier.amount_cents,
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
          amount: Money.fromCents(tier.amount_cents).pesos,
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
