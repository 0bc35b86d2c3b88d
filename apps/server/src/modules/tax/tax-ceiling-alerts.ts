import { randomUUID } from 'node:crypto';
import type { MonotributoCategory, TaxCeiling } from '@enlaza/shared/tax';
import { enqueueMail } from '../../db/mail-queue.repository';
import { type IntervalJob, startIntervalJob } from '../../lib/interval-job';
import { JobLock } from '../../lib/job-lock';
import { creatorsWithCategory, saveAlertLevel } from './tax.repository';
import type { TaxDeps } from './tax-deps';

/** Where the alert reads a creator's ceiling now (TaxService). */
export interface CeilingReader {
  ceilingNow(creatorId: number, category: MonotributoCategory): Promise<TaxCeiling | null>;
}

/** The alert looks every hour (a month turning over, a refund, a new table all move the figure). */
export const TAX_ALERTS_EVERY_MS = 60 * 60_000;

/**
 * The ceiling alert (issue 36): for each creator with a category, the last twelve months against
 * the ceiling. Crossing 80 % or 100 % (upwards) queues one mail naming the highest threshold
 * reached and records it; dropping below a threshold records the lower level, so the next
 * crossing mails again. The dashboard's banner reads the same level from the summary.
 */
export class TaxCeilingAlerts {
  constructor(
    private readonly deps: TaxDeps,
    private readonly tax: CeilingReader,
  ) {}

  /** One round over every creator with a category; answers how many mails it queued. */
  async checkAll(): Promise<number> {
    const db = this.deps.database.db;
    let sent = 0;
    for (const creator of await creatorsWithCategory(db)) {
      const category = creator.monotributo_category as MonotributoCategory;
      const ceiling = await this.tax.ceilingNow(creator.id, category);
      if (!ceiling) continue;
      const level = ceiling.alert_level;
      const before = Number(creator.alert_level);
      if (level === before) continue;
      const at = this.deps.clock.now().toISOString();
      await db.transaction().execute(async (trx) => {
        await saveAlertLevel(trx, creator.id, level, at);
        if (level > before) {
          await enqueueMail(
            trx,
            {
              kind: 'tax_ceiling',
              recipient: creator.email,
              userId: creator.id,
              donationId: null,
              payload: { category, threshold: level },
              // One mail per crossing: the level written in the same transaction keeps a round
              // from sending it twice; each later crossing is a mail of its own.
              dedupeKey: `tax_ceiling:${creator.id}:${category}:${level}:${randomUUID()}`,
            },
            at,
          );
          sent += 1;
        }
      });
    }
    return sent;
  }
}

/** Runs the alert round under a lease (N copies: each round once), every hour. */
export function startTaxAlertsJob(
  deps: Pick<TaxDeps, 'database' | 'clock' | 'log'>,
  alerts: TaxCeilingAlerts,
): { job: IntervalJob; release: () => Promise<void> } {
  const lock = new JobLock(deps.database.db, deps.clock, 'tax-ceiling-alerts', 5 * TAX_ALERTS_EVERY_MS);
  const job = startIntervalJob(
    'tax-ceiling-alerts',
    TAX_ALERTS_EVERY_MS,
    () => lock.runHeld(() => alerts.checkAll()),
    deps.log,
  );
  return { job, release: () => lock.release() };
}
