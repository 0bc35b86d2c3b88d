import { MONTHLY_MESSAGES } from '@enlaza/shared/monthly';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { isConnectionGone } from '../../integrations/payments/creator-access';
import { PaymentProviderError } from '../../integrations/payments/payments-port';
import type { ProviderSubscription } from '../../integrations/payments/subscriptions-port';
import type { MonthlyDeps } from './monthly-deps';
import { queueMonthlyEvent } from './monthly-events';
import { enqueueCancellationAlert } from './monthly-mails.repository';
import { isoOrNull, newCancellationCode } from './subscription-state';
import { type SubscriptionRow, SubscriptionsRepository } from './subscriptions.repository';

export type CancelledBy = 'supporter' | 'creator' | 'provider';

/** What cancelling needs: the database, the clock, the provider and the creator's token. */
export type CancelDeps = Pick<
  MonthlyDeps,
  'database' | 'clock' | 'payments' | 'access' | 'log' | 'outboundEvents'
>;

/**
 * Cancels a subscription: at the provider first (PUT status cancelled with the creator's token, so
 * no further month is charged), then ours — status, cancelled_at, cancelled_by and a cancellation
 * code — with the creator's alert, in one transaction. Answers the row as it is now; one already
 * cancelled is answered as it is (its code unchanged). Unknown id → 404; the provider unreachable → 502.
 */
export async function cancelSubscription(
  deps: CancelDeps,
  subscriptionId: string,
  by: CancelledBy,
): Promise<SubscriptionRow> {
  const rows = new SubscriptionsRepository(deps.database.db);
  const row = await rows.find(subscriptionId);
  if (!row) throw notFound(MONTHLY_MESSAGES.supporterNotFound);
  if (row.status === 'cancelled') return row;

  let answer: ProviderSubscription | null = null;
  const preapprovalId = row.mp_preapproval_id;
  if (preapprovalId) {
    try {
      answer = await deps.access.withToken(row.user_id, (t) =>
        deps.payments.setSubscriptionStatus(t, preapprovalId, 'cancelled'),
      );
    } catch (error) {
      const gone = error instanceof PaymentProviderError && error.notFound;
      if (!gone) {
        deps.log.warn(
          { err: error, subscriptionId, connectionGone: isConnectionGone(error) },
          'subscription not cancelled at the provider',
        );
        throw new AppError(502, MONTHLY_MESSAGES.providerUnavailable);
      }
    }
  }

  const now = deps.clock.now().toISOString();
  const pg = deps.database.dialect === 'postgres';
  await deps.database.db.transaction().execute(async (trx: Transaction<DB>) => {
    const locked = await rows.lock(trx, subscriptionId, pg);
    if (!locked || locked.status === 'cancelled') return;
    await rows.update(trx, subscriptionId, {
      status: 'cancelled',
      cancelled_at: now,
      cancelled_by: by,
      cancellation_code: locked.cancellation_code ?? newCancellationCode(),
      next_charge_at: null,
      mp_updated_at: isoOrNull(answer?.last_modified) ?? locked.mp_updated_at,
      updated_at: now,
    });
    if (locked.authorized_at !== null) {
      await enqueueCancellationAlert(trx, subscriptionId, now);
      await queueMonthlyEvent(trx, deps.outboundEvents, subscriptionId, 'monthly.cancelled', now);
    }
  });
  return (await rows.find(subscriptionId)) ?? row;
}

/**
 * Cancels every subscription of a creator still charged or chargeable (account deletion): each at
 * the provider, then ours, as the creator's. Answers how many were cancelled; failures are logged
 * and counted in `failed`.
 */
export async function cancelAllForCreator(
  deps: CancelDeps,
  userId: number,
): Promise<{ cancelled: number; failed: number }> {
  const open = await new SubscriptionsRepository(deps.database.db).openOf(userId);
  let cancelled = 0;
  let failed = 0;
  for (const row of open) {
    try {
      await cancelSubscription(deps, row.id, 'creator');
      cancelled += 1;
    } catch (error) {
      failed += 1;
      deps.log.warn({ err: error, subscriptionId: row.id }, 'subscription not cancelled with its creator');
    }
  }
  return { cancelled, failed };
}
