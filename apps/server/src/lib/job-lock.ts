import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Clock } from './clock';
import { dropLease, takeLease } from './job-lock-store';

/**
 * A lease on a named background job, kept in one database row so it works the same on SQLite and
 * PostgreSQL: whoever holds an unexpired lease runs the job; other server copies skip that round.
 * A copy that dies while holding it only blocks the job until the lease expires. Every periodic
 * job of the server runs under one (app.ts), so N copies do each round once.
 */
export class JobLock {
  private readonly holder = randomUUID();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly name: string,
    private readonly leaseMs: number,
  ) {}

  /** Takes the lease (or renews our own); false when another copy holds it. */
  async acquire(): Promise<boolean> {
    const now = this.clock.now();
    const expires = new Date(now.getTime() + this.leaseMs).toISOString();
    const holder = await takeLease(this.db, {
      name: this.name,
      holder: this.holder,
      expiresAt: expires,
      now: now.toISOString(),
    });
    return holder === this.holder;
  }

  async release(): Promise<void> {
    await dropLease(this.db, this.name, this.holder);
  }

  /**
   * For a periodic job: runs `work` only if the lease could be taken or renewed, and keeps it, so
   * the same copy runs every round while it lives and the others skip (N copies, one run per
   * round). Release it when the job stops; a copy that dies frees it when it expires.
   */
  async runHeld<T>(work: () => Promise<T>): Promise<T | null> {
    if (!(await this.acquire())) return null;
    return work();
  }

  /** Runs `work` only if the lease could be taken; answers null when another copy holds it. */
  async runExclusive<T>(work: () => Promise<T>): Promise<T | null> {
    if (!(await this.acquire())) return null;
    try {
      return await work();
    } finally {
      await this.release();
    }
  }
}
