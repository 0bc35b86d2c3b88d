import { JobLock } from '../../lib/job-lock';
import type { DonationsDeps } from './donations-deps';
import type { PaymentSync } from './payment-sync';
import { ReconciliationRepository } from './reconciliation.repository';

/** A pending donation is first re-read this long after its checkout began… */
export const RECONCILE_AFTER_MS = 2 * 60_000;
/** …and given up on (left pending) once its checkout is this old. */
export const RECONCILE_FOR_MS = 48 * 60 * 60_000;
/** Wait after the first re-read, doubling each time up to RECONCILE_MAX_WAIT_MS. */
export const RECONCILE_FIRST_WAIT_MS = 60_000;
export const RECONCILE_MAX_WAIT_MS = 60 * 60_000;
const BATCH = 100;
const LEASE_MS = 5 * 60_000;

export interface SweepResult {
  checked: number;
  settled: number;
}

/**
 * Donations stuck in pending (the process died between the approval and its notification, or the
 * notification never came) are re-read from the provider with back-off until they are final or
 * their checkout is 48 hours old. One server copy runs it (a lease row in the database, kept
 * between rounds and renewed by each).
 */
export class DonationReconciler {
  private readonly lock: JobLock;
  private readonly pending: ReconciliationRepository;

  constructor(
    private readonly deps: DonationsDeps,
    private readonly sync: PaymentSync,
  ) {
    this.lock = new JobLock(deps.database.db, deps.clock, 'donations-reconcile', LEASE_MS);
    this.pending = new ReconciliationRepository(deps.database.db);
  }

  /** One round; null when another copy runs the sweeps (it keeps the lease between rounds). */
  sweep(): Promise<SweepResult | null> {
    return this.lock.runHeld(() => this.round());
  }

  /** This copy stops sweeping (shutdown): another copy may take over at once. */
  releaseLease(): Promise<void> {
    return this.lock.release();
  }

  private async round(): Promise<SweepResult> {
    const now = this.deps.clock.now();
    const iso = now.toISOString();
    const due = await this.pending.due(
      {
        from: new Date(now.getTime() - RECONCILE_FOR_MS).toISOString(),
        until: new Date(now.getTime() - RECONCILE_AFTER_MS).toISOString(),
        now: iso,
      },
      BATCH,
    );
    let settled = 0;
    for (const donation of due) {
      let final = false;
      try {
        final = await this.sync.reread(donation);
      } catch (error) {
        this.deps.log.info({ err: error, donationId: donation.id }, 'pending donation not re-read');
      }
      if (final) {
        settled += 1;
        continue;
      }
      const wait = Math.min(
        RECONCILE_MAX_WAIT_MS,
        RECONCILE_FIRST_WAIT_MS * 2 ** donation.reconcile_attempts,
      );
      await this.pending.scheduleNext(
        donation.id,
        donation.reconcile_attempts + 1,
        new Date(now.getTime() + wait).toISOString(),
      );
    }
    this.deps.log.info({ job: 'donations-reconcile', checked: due.length, settled }, 'reconciliation round');
    return { checked: due.length, settled };
  }
}
