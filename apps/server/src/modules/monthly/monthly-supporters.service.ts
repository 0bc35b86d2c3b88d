import { Money } from '@enlaza/shared/money';
import {
  MONTHLY_LIMITS,
  MONTHLY_MESSAGES,
  type MonthlySupporter,
  monthlyShareOfYearly,
} from '@enlaza/shared/monthly';
import { conflict, notFound } from '../../http/errors';
import { cancelSubscription } from './cancel-subscription';
import type { MonthlyDeps } from './monthly-deps';
import { presentSupporter, supporterListRow } from './monthly-supporter.presenter';
import { SubscriptionsRepository } from './subscriptions.repository';
import { careCounts, supportersPage } from './supporters-list.repository';
import { TiersRepository } from './tiers.repository';

/** The first instant of the current month in Argentina (UTC−3, no daylight saving), as ISO-8601 UTC. */
export function argentineMonthStart(now: Date): string {
  const local = new Date(now.getTime() - 3 * 60 * 60_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1, 3)).toISOString();
}

/** The creator's monthly supporters: the list, its three figures, and cancelling one. */
export class MonthlySupportersService {
  private readonly rows: SubscriptionsRepository;
  private readonly tiers: TiersRepository;

  constructor(private readonly deps: MonthlyDeps) {
    this.rows = new SubscriptionsRepository(deps.database.db);
    this.tiers = new TiersRepository(deps.database.db);
  }

  async page(userId: number, status: string, page: number) {
    const size = MONTHLY_LIMITS.supportersPerPage;
    const now = this.deps.clock.now();
    const db = this.deps.database.db;
    const [{ rows, total }, summary, care] = await Promise.all([
      supportersPage(
        db,
        userId,
        status === 'all' ? null : status,
        now.toISOString(),
        size,
        (page - 1) * size,
      ),
      this.rows.summary(userId, argentineMonthStart(now)),
      careCounts(db, userId, now.toISOString()),
    ]);
    return {
      supporters: rows.map(presentSupporter),
      summary: {
        active: summary.active,
        monthly_income: Money.fromCents(summary.incomeCents).plus(
          monthlyShareOfYearly(Money.fromCents(summary.yearlyCents)),
        ).pesos,
        cancelled_this_month: summary.cancelled,
        payment_failed: care.paymentFailed,
        active_gifts: care.activeGifts,
      },
      pagination: { current_page: page, total_pages: Math.max(1, Math.ceil(total / size)), total },
    };
  }

  /** The creator cancels one of their supporters: another creator's is not found (404). */
  async cancel(userId: number, id: string): Promise<MonthlySupporter> {
    const row = await this.rows.findOwned(userId, id);
    if (!row) throw notFound(MONTHLY_MESSAGES.supporterNotFound);
    if (row.status === 'cancelled') throw conflict(MONTHLY_MESSAGES.alreadyCancelled);
    const cancelled = await cancelSubscription(this.deps, id, 'creator');
    const tier = await this.tiers.find(userId, cancelled.tier_id);
    return presentSupporter(supporterListRow(cancelled, tier?.name ?? ''));
  }
}
