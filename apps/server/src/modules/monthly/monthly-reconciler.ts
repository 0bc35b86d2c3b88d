import { JobLock } from '../../lib/job-lock';
import type { MonthlyDeps } from './monthly-deps';
import type { MonthlySync } from './monthly-sync';
import { SubscriptionsRepository } from './subscriptions.repository';
import { TiersRepository } from './tiers.repository';

const BATCH = 100;
const LEASE_MS = 30 * 60_000;

export interface MonthlySweepResult {
  tiers: number;
  subscriptions: number;
  /** Readings that changed something (states applied, charges recorded, failed months counted). */
  changed: number;
}

/**
 * The nightly reconciliation (integrations.md §6: subscription notifications get lost): for each tier
 * with a plan, every subscription the provider lists for it is applied; for each subscription not
 * cancelled, every invoice the provider lists is applied. Everything it applies is idempotent, so a
 * notification that did come changes nothing more. One server copy runs it (JobLock).
 */
export class MonthlyReconciler {
  private readonly lock: JobLock;
  private readonly tiers: TiersRepository;
  private readonly rows: SubscriptionsRepository;

  constructor(
    private readonly deps: MonthlyDeps,
    private readonly sync: MonthlySync,
  ) {
    this.lock = new JobLock(deps.database.db, deps.clock, 'monthly-reconcile', LEASE_MS);
    this.tiers = new TiersRepository(deps.database.db);
    this.rows = new SubscriptionsRepository(deps.database.db);
  }

  /** One round; null when another copy holds the lease. */
  sweep(): Promise<MonthlySweepResult | null> {
    return this.lock.runHeld(() => this.round());
  }

  releaseLease(): Promise<void> {
    return this.lock.release();
  }

  private counts(outcome: string): boolean {
    return outcome === 'applied' || outcome === 'charged' || outcome === 'failed';
  }

  private async round(): Promise<MonthlySweepResult> {
    const result: MonthlySweepResult = { tiers: 0, subscriptions: 0, changed: 0 };
    const { payments, access } = this.deps;
    for (let after = 0; ; ) {
      const tiers = await this.tiers.withPlans(after, BATCH);
      if (tiers.length === 0) break;
      for (const tier of tiers) {
        after = tier.id;
        const planId = tier.mp_plan_id as string;
        result.tiers += 1;
        try {
          const subs = await access.withToken(tier.user_id, (t) =>
            payments.searchSubscriptions(t, { plan_id: planId }),
          );
          for (const sub of subs) {
            if (this.counts(await this.sync.applySubscription(tier.user_id, sub))) result.changed += 1;
          }
        } catch (error) {
          this.deps.log.info({ err: error, tierId: tier.id }, 'monthly tier not reconciled');
        }
      }
    }
    for (let after = ''; ; ) {
      const rows = await this.rows.openWithPreapproval(after, BATCH);
      if (rows.length === 0) break;
      for (const row of rows) {
        after = row.id;
        const preapprovalId = row.mp_preapproval_id as string;
        result.subscriptions += 1;
        try {
          const invoices = await access.withToken(row.user_id, (t) =>
            payments.searchInvoices(t, { preapproval_id: preapprovalId }),
          );
          // Oldest first, so failed months count in order and the last charge is the newest.
          for (const invoice of [...invoices].reverse()) {
            if (this.counts(await this.sync.applyInvoice(row.user_id, invoice))) result.changed += 1;
          }
        } catch (error) {
          this.deps.log.info({ err: error, subscriptionId: row.id }, 'monthly subscription not reconciled');
        }
      }
    }
    this.deps.log.info({ job: 'monthly-reconcile', ...result }, 'monthly reconciliation round');
    return result;
  }
}
