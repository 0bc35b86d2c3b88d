import { randomUUID } from 'node:crypto';
import { Money } from '@enlaza/shared/money';
import {
  MONTHLY_CARE_MESSAGES as C,
  MONTHLY_CARE_LIMITS,
  MONTHLY_CARE_MESSAGES,
  MONTHLY_MESSAGES,
  type MonthlyGiftValues,
  type MonthlyGoalKind,
  type MonthlyGoalProgress,
  type MonthlySupporter,
} from '@enlaza/shared/monthly';
import { conflict, notFound } from '../../http/errors';
import { MonthlyCareRepository } from './monthly-care.repository';
import { resendPaymentFailedMail } from './monthly-care-mails.repository';
import type { MonthlyDeps } from './monthly-deps';
import { presentSupporter, supporterListRow } from './monthly-supporter.presenter';
import type { MonthlySync } from './monthly-sync';
import { SubscriptionsRepository } from './subscriptions.repository';
import { careCounts } from './supporters-list.repository';
import { TiersRepository } from './tiers.repository';

const DAY_MS = 86_400_000;

/**
 * Issue 34, the care part: 'Meta mensual' and its progress, the creator's resend of a failed-charge
 * mail (once a week), and 'Regalar un mes' (a one-off payment through the donations' checkout).
 */
export class MonthlyCareService {
  private readonly care: MonthlyCareRepository;
  private readonly subscriptions: SubscriptionsRepository;
  private readonly tiers: TiersRepository;

  constructor(
    private readonly deps: MonthlyDeps,
    private readonly sync: MonthlySync,
  ) {
    this.care = new MonthlyCareRepository(deps.database.db);
    this.subscriptions = new SubscriptionsRepository(deps.database.db);
    this.tiers = new TiersRepository(deps.database.db);
  }

  private now(): string {
    return this.deps.clock.now().toISOString();
  }

  /**
   * The goal with its current value: the monthly income as the supporters list counts it (one
   * function, SubscriptionsRepository.summary), or the active supporters (subscriptions and gifts).
   */
  async goal(userId: number): Promise<MonthlyGoalProgress | null> {
    const row = await this.care.goal(userId);
    if (!row) return null;
    const kind = row.kind as MonthlyGoalKind;
    const summary = await this.subscriptions.summary(userId, this.now());
    if (kind === 'income') {
      return {
        kind,
        target: Money.fromCents(row.target).pesos,
        current: Money.fromCents(summary.incomeCents).pesos,
      };
    }
    const { activeGifts } = await careCounts(this.deps.database.db, userId, this.now());
    return { kind, target: row.target, current: summary.active + activeGifts };
  }

  async saveGoal(userId: number, goal: { kind: MonthlyGoalKind; target: number }) {
    const target = goal.kind === 'income' ? Money.fromPesos(goal.target).cents : goal.target;
    await this.care.saveGoal({ user_id: userId, kind: goal.kind, target, updated_at: this.now() });
    await this.announce(userId);
    return (await this.goal(userId)) as MonthlyGoalProgress;
  }

  async removeGoal(userId: number): Promise<void> {
    await this.care.removeGoal(userId);
    await this.announce(userId);
  }

  /** The public page (cached read) and its live bars learn the change. */
  private async announce(userId: number): Promise<void> {
    await this.deps.pageChanges.creatorChanged(userId);
    await this.deps.pageChanges.goalChanged(userId);
  }

  /** 'Reenviar correo': the failed-charge mail again, at most once in MONTHLY_CARE_LIMITS.resendEveryDays. */
  async resendReminder(userId: number, id: string): Promise<MonthlySupporter> {
    const row = await this.subscriptions.findOwned(userId, id);
    if (!row) throw notFound(MONTHLY_MESSAGES.supporterNotFound);
    if (row.status !== 'authorized' || !row.payment_failed_at || !row.mp_preapproval_id) {
      throw conflict(C.notPaymentFailed);
    }
    const now = this.deps.clock.now();
    const notBefore = new Date(now.getTime() - MONTHLY_CARE_LIMITS.resendEveryDays * DAY_MS).toISOString();
    const manageUrl = await this.sync.manageUrl(userId, row.mp_preapproval_id);
    const notice = {
      invoiceId: 'resend',
      reason: row.failure_reason,
      nextRetryAt: row.next_retry_at,
      manageUrl,
      resendDay: now.toISOString().slice(0, 10),
    };
    const sent = await resendPaymentFailedMail(
      this.deps.database.db,
      row.id,
      notice,
      notBefore,
      now.toISOString(),
    );
    if (!sent) throw conflict(C.reminderTooSoon);
    const tier = await this.tiers.find(userId, row.tier_id);
    return presentSupporter(supporterListRow(row, tier?.name ?? ''));
  }

  /**
   * 'Regalar un mes': the giver pays `months` times the tier's amount once, through Checkout Pro;
   * the gift starts when that payment is approved (activateGiftOf) and simply ends. Nothing is
   * created at the provider's subscriptions: no card is kept, nothing is charged again.
   */
  async gift(username: string, tierId: number, input: MonthlyGiftValues, ip: string) {
    const tier = await this.care.openTier(username, tierId);
    if (!tier) throw notFound(MONTHLY_MESSAGES.tierNotFound);
    const amount = Money.fromCents(tier.amount_cents * input.months);
    const months = MONTHLY_CARE_MESSAGES.giftMonthsOption(input.months);
    const session = await this.deps.checkout.startPurchase(
      {
        creatorId: tier.user_id,
        itemId: `gift-${tier.id}-${input.months}`,
        title: `${C.giftTitle}: ${tier.name} de ${tier.full_name} (${months})`,
        description: `${tier.name} · ${months}`,
        amount,
        payerName: input.giver_name,
      },
      ip,
    );
    const id = randomUUID();
    const now = this.now();
    await this.care.insertGift({
      id,
      user_id: tier.user_id,
      tier_id: tier.id,
      months: input.months,
      recipient_email: input.recipient_email,
      giver_name: input.giver_name,
      message: input.message,
      amount_cents: amount.cents,
      donation_id: session.donation_id,
      status: 'pending',
      starts_at: null,
      ends_at: null,
      created_at: now,
      updated_at: now,
    });
    return { gift_id: id, checkout_url: session.checkout_url };
  }
}
