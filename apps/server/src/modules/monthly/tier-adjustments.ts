import { ADJUST_NOTICE_DAYS, addDays, nextAdjustmentDay, type TierIndexKey } from '@enlaza/shared/indices';
import { Money } from '@enlaza/shared/money';
import { AMOUNT_LOCKING_STATUSES } from '@enlaza/shared/monthly';
import { enqueueAdjustmentMails } from './adjustment-mails.repository';
import type { MonthlyDeps } from './monthly-deps';
import type { AdjustmentRow, IndexedTierRow } from './tier-indexing.repository';
import type { TierIndexingService } from './tier-indexing.service';

const pesos = (cents: number) => Money.formatCents(cents);
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/**
 * The adjustments of indexed tiers (issue 33), by day, each stage idempotent:
 * - notice: a tier whose adjustment falls within 7 days gets its new amount fixed and every paying
 *   supporter a mail (the creator one too), once;
 * - apply: on its day the amount goes to the provider, each subscription (PUT /preapproval/{id})
 *   and the plan for new supporters, once each; what fails is tried again on the next run.
 * Answers what it did, one line each (the admin command prints them).
 */
export class TierAdjustments {
  constructor(
    private readonly deps: MonthlyDeps,
    private readonly indexing: TierIndexingService,
  ) {}

  private get repo() {
    return this.indexing.repo;
  }

  async runForDay(day: string): Promise<string[]> {
    return [...(await this.noticeStage(day)), ...(await this.applyStage(day))];
  }

  async noticeStage(day: string): Promise<string[]> {
    const lines: string[] = [];
    const read = this.indexing.seriesReader();
    const horizon = addDays(day, ADJUST_NOTICE_DAYS);
    for (const tier of await this.repo.allIndexed()) {
      const due = nextAdjustmentDay(tier.schedule_from, tier.every_months);
      if (due > horizon || (await this.repo.adjustmentFor(tier.tier_id, due))) continue;
      const line = await this.notice(tier, due, day, read);
      if (line) lines.push(line);
    }
    return lines;
  }

  private async notice(
    tier: IndexedTierRow,
    due: string,
    day: string,
    read: ReturnType<TierIndexingService['seriesReader']>,
  ): Promise<string | null> {
    const estimate = await this.indexing.estimate(tier, tier.amount_cents, read);
    const label = `Nivel ${tier.tier_id} (${tier.name})`;
    if (!estimate)
      return `${label}: el índice ${tier.index_key} no tiene datos para ${due}; se reintenta mañana.`;
    // A late notice moves the day, so supporters always get 7 days.
    const effective = due < horizonOf(day) ? horizonOf(day) : due;
    const unchanged = estimate.amountCents === tier.amount_cents;
    const now = this.deps.clock.now().toISOString();
    const told = await this.deps.database.db.transaction().execute(async (trx) => {
      const adjustment = await this.repo.insertAdjustment(trx, {
        tier_id: tier.tier_id,
        user_id: tier.user_id,
        due_day: due,
        effective_day: effective,
        status: unchanged ? 'unchanged' : 'noticed',
        index_key: tier.index_key,
        from_cents: tier.amount_cents,
        to_cents: estimate.amountCents,
        capped: estimate.capped ? 1 : 0,
        clamped: estimate.clamped ? 1 : 0,
        from_point_date: estimate.from.date,
        from_point_value: estimate.from.value,
        to_point_date: estimate.to.date,
        to_point_value: estimate.to.value,
        index_change_pct: estimate.indexChangePct,
        noticed_at: now,
        created_at: now,
      });
      if (!adjustment || unchanged) return adjustment ? 0 : null;
      const supporters = await this.repo.payingSupporters(trx, tier.tier_id);
      await this.repo.addSupporters(
        trx,
        adjustment.id,
        supporters.map((s) => s.id),
      );
      await enqueueAdjustmentMails(trx, { adjustment, indexing: tier, tierName: tier.name, supporters }, now);
      return supporters.length;
    });
    if (told === null) return null;
    await this.deps.pageChanges.creatorChanged(tier.user_id);
    if (unchanged)
      return `${label}: el ${effective} sigue en ${pesos(tier.amount_cents)} (el redondeo no cambia el monto).`;
    const clamp = estimate.clamped ? ' (limitado al máximo por cobro)' : '';
    return `${label}: aviso enviado a ${told} aportantes y al creador: ${pesos(tier.amount_cents)} → ${pesos(estimate.amountCents)}${clamp} desde el ${effective}.`;
  }

  async applyStage(day: string): Promise<string[]> {
    const lines: string[] = [];
    for (const adjustment of await this.repo.dueToApply(day)) {
      lines.push(await this.apply(adjustment));
    }
    return lines;
  }

  private async apply(adj: AdjustmentRow): Promise<string> {
    const db = this.deps.database.db;
    const now = this.deps.clock.now().toISOString();
    const label = `Nivel ${adj.tier_id}`;
    if (adj.status === 'skipped' || adj.status === 'unchanged') {
      // The calendar moves on; a skipped one also forgives the index's rise until today.
      const latest = await this.deps.indexSeries.latestPoint(adj.index_key as TierIndexKey);
      await db.transaction().execute(async (trx) => {
        await this.repo.moveBase(trx, adj.tier_id, {
          schedule_from: adj.effective_day,
          ...(adj.status === 'skipped' ? { base_point_date: latest?.date ?? null } : {}),
          updated_at: now,
        });
        await this.repo.updateAdjustment(trx, adj.id, { status: 'passed', applied_at: now });
      });
      return adj.status === 'skipped'
        ? `${label}: el creador eligió no ajustar el ${adj.effective_day}.`
        : `${label}: sin cambio de monto el ${adj.effective_day}.`;
    }
    if (adj.status === 'noticed') {
      await db.transaction().execute(async (trx) => {
        await this.repo.moveBase(trx, adj.tier_id, {
          schedule_from: adj.effective_day,
          base_point_date: adj.to_point_date,
          updated_at: now,
        });
        await this.repo.updateAdjustment(trx, adj.id, { status: 'applying' });
      });
    }
    const amount = Money.fromCents(adj.to_cents ?? 0).pesos;
    const planDone = adj.plan_applied_at !== null || (await this.applyPlan(adj, amount, now));
    let applied = 0;
    let failed = 0;
    for (const s of await this.repo.pendingSupporters(adj.id)) {
      if (!s.mp_preapproval_id || !(AMOUNT_LOCKING_STATUSES as readonly string[]).includes(s.status)) {
        await this.repo.markSupporter(db, adj.id, s.subscription_id, { status: 'dropped', at: now });
        continue;
      }
      const preapproval = s.mp_preapproval_id;
      try {
        await this.deps.access.withToken(adj.user_id, (token) =>
          this.deps.payments.setSubscriptionAmount(token, preapproval, amount),
        );
        await db.transaction().execute(async (trx) => {
          await this.repo.setSubscriptionAmount(trx, s.subscription_id, adj.to_cents ?? 0, now);
          await this.repo.markSupporter(trx, adj.id, s.subscription_id, { status: 'applied', at: now });
        });
        applied += 1;
      } catch (error) {
        this.deps.log.warn(
          { err: error, adjustment: adj.id },
          'subscription amount not changed; retried next run',
        );
        await this.repo.markSupporter(db, adj.id, s.subscription_id, {
          status: 'pending',
          error: reason(error),
        });
        failed += 1;
      }
    }
    if (planDone && failed === 0)
      await this.repo.updateAdjustment(db, adj.id, { status: 'applied', applied_at: now });
    await this.deps.pageChanges.creatorChanged(adj.user_id);
    const plan = planDone ? 'plan al día' : 'plan pendiente (se reintenta)';
    return `${label}: ${pesos(adj.to_cents ?? 0)} desde el ${adj.effective_day}: ${applied} aportes cambiados en Mercado Pago, ${failed} fallaron (se reintentan), ${plan}.`;
  }

  /** The plan new supporters subscribe to takes the amount; then the tier shows it. */
  private async applyPlan(adj: AdjustmentRow, amount: number, now: string): Promise<boolean> {
    const db = this.deps.database.db;
    try {
      const planId = await this.repo.planOf(adj.tier_id);
      if (planId)
        await this.deps.access.withToken(adj.user_id, (token) =>
          this.deps.payments.updatePlan(token, planId, { amount }),
        );
      await db.transaction().execute(async (trx) => {
        await this.repo.setTierAmount(trx, adj.tier_id, adj.to_cents ?? 0, now);
        await this.repo.updateAdjustment(trx, adj.id, { plan_applied_at: now, plan_error: null });
      });
      return true;
    } catch (error) {
      this.deps.log.warn({ err: error, adjustment: adj.id }, 'plan amount not changed; retried next run');
      await this.repo.updateAdjustment(db, adj.id, { plan_error: reason(error) });
      return false;
    }
  }
}

const horizonOf = (day: string) => addDays(day, ADJUST_NOTICE_DAYS);
