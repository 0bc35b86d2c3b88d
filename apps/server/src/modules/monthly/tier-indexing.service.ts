import { argentinaToday } from '@enlaza/shared/events';
import {
  type AdjustmentEstimate,
  estimateAdjustment,
  type IndexPoint,
  nextAdjustmentDay,
  type TierIndexKey,
} from '@enlaza/shared/indices';
import { Money } from '@enlaza/shared/money';
import {
  MONTHLY_LIMITS,
  MONTHLY_MESSAGES,
  type NextAdjustment,
  TIER_INDEXING_MESSAGES,
  type TierAdjustmentState,
  type TierIndexing,
  type TierIndexingValues,
} from '@enlaza/shared/monthly';
import { conflict, notFound } from '../../http/errors';
import type { MonthlyDeps } from './monthly-deps';
import { type AdjustmentRow, type IndexingRow, TierIndexingRepository } from './tier-indexing.repository';
import { TiersRepository } from './tiers.repository';

/** What a tier shows of its indexing (the editor gets `adjustment` too). */
export interface TierIndexingFacts {
  indexing: TierIndexing | null;
  next_adjustment: NextAdjustment | null;
  adjustment: TierAdjustmentState | null;
}

const NONE: TierIndexingFacts = { indexing: null, next_adjustment: null, adjustment: null };
const LIMITS = {
  minCents: Money.fromPesos(MONTHLY_LIMITS.amountMin).cents,
  maxCents: Money.fromPesos(MONTHLY_LIMITS.amountMax).cents,
};

/** The series one view or one job round reads, each key once. */
export type SeriesReader = (key: TierIndexKey, fromDay: string | null) => Promise<IndexPoint[]>;

/**
 * Indexed monthly tiers (issue 33): how a tier follows an index, its next adjustment with the
 * estimate from the stored series, and 'Esta vez no ajustar'. The adjustments themselves are
 * tier-adjustments.ts (the daily job's notice and apply stages).
 */
export class TierIndexingService {
  readonly repo: TierIndexingRepository;
  private readonly tiers: TiersRepository;

  constructor(private readonly deps: MonthlyDeps) {
    this.repo = new TierIndexingRepository(deps.database.db);
    this.tiers = new TiersRepository(deps.database.db);
  }

  private today(): string {
    return argentinaToday(this.deps.clock.now());
  }

  /** A reader that asks the stored series once per key (from the earliest day asked). */
  seriesReader(): SeriesReader {
    const cache = new Map<TierIndexKey, Promise<IndexPoint[]>>();
    return async (key, fromDay) => {
      if (fromDay === null) {
        const latest = await this.deps.indexSeries.latestPoint(key);
        return latest ? [latest] : [];
      }
      const cacheKey = `${key}:${fromDay}` as TierIndexKey;
      let points = cache.get(cacheKey);
      if (!points) {
        points = this.deps.indexSeries.storedSeries(key, fromDay);
        cache.set(cacheKey, points);
      }
      return points;
    };
  }

  /** The next amount of an indexed tier from the stored series (null: the series cannot tell yet). */
  async estimate(
    row: IndexingRow,
    currentCents: number,
    read: SeriesReader,
    basePointDate = row.base_point_date,
  ): Promise<AdjustmentEstimate | null> {
    const index = row.index_key as TierIndexKey;
    const points = await read(index, basePointDate);
    return estimateAdjustment({
      index,
      points: points.length ? points : await read(index, null),
      basePointDate,
      currentCents,
      usdDollars: row.usd_dollars,
      capPct: row.cap_pct,
      roundTo: row.round_to,
      ...LIMITS,
    });
  }

  /** PUT /monthly/tiers/{id}/indexing: the creator's own tier only (404 otherwise). */
  async set(userId: number, tierId: number, values: TierIndexingValues): Promise<void> {
    const tier = await this.tiers.find(userId, tierId);
    if (!tier) throw notFound(MONTHLY_MESSAGES.tierNotFound);
    if (values.index === 'none') {
      // A fixed amount again: an adjustment not applied yet never will be.
      await this.repo.dropOpenAdjustments(userId, tierId, this.deps.clock.now().toISOString());
      await this.repo.remove(userId, tierId);
    } else {
      const now = this.deps.clock.now().toISOString();
      const current = await this.repo.find(userId, tierId);
      const sameIndex = current?.index_key === values.index;
      const latest = await this.deps.indexSeries.latestPoint(values.index);
      await this.repo.upsert({
        tier_id: tierId,
        user_id: userId,
        index_key: values.index,
        every_months: values.every_months,
        cap_pct: values.cap_pct,
        round_to: values.round_to,
        usd_dollars: values.index === 'usd_oficial' ? values.usd_amount : null,
        // Changing the period or the cap keeps the calendar; a new index starts from today's value.
        schedule_from: sameIndex && current ? current.schedule_from : this.today(),
        base_point_date: sameIndex && current ? current.base_point_date : (latest?.date ?? null),
        created_at: now,
        updated_at: now,
      });
    }
    await this.deps.pageChanges.creatorChanged(userId);
  }

  /** 'Esta vez no ajustar': the coming adjustment is skipped (before its day only). */
  async skip(userId: number, tierId: number): Promise<void> {
    const row = await this.repo.find(userId, tierId);
    if (!row) throw conflict(TIER_INDEXING_MESSAGES.nothingToSkip);
    const due = nextAdjustmentDay(row.schedule_from, row.every_months);
    const existing = await this.repo.adjustmentFor(tierId, due);
    if (existing?.status === 'skipped') throw conflict(TIER_INDEXING_MESSAGES.alreadySkipped);
    const now = this.deps.clock.now().toISOString();
    const db = this.deps.database.db;
    if (existing) {
      if (existing.status !== 'noticed' && existing.status !== 'unchanged')
        throw conflict(TIER_INDEXING_MESSAGES.nothingToSkip);
      await this.repo.updateAdjustment(db, existing.id, { status: 'skipped' });
    } else {
      await db.transaction().execute((trx) =>
        this.repo.insertAdjustment(trx, {
          tier_id: tierId,
          user_id: userId,
          due_day: due,
          effective_day: due,
          status: 'skipped',
          index_key: row.index_key,
          created_at: now,
        }),
      );
    }
    await this.deps.pageChanges.creatorChanged(userId);
  }

  /** The facts of each of the creator's tiers (`amount_cents` by tier id). */
  async factsFor(userId: number, tiers: { id: number; amount_cents: number }[]) {
    const rows = await this.repo.forCreator(userId);
    const out = new Map<number, TierIndexingFacts>();
    if (rows.size === 0) return out;
    const open = await this.repo.openAdjustments(userId);
    const read = this.seriesReader();
    for (const tier of tiers) {
      const row = rows.get(tier.id);
      out.set(tier.id, row ? await this.factsOf(userId, row, tier.amount_cents, open, read) : NONE);
    }
    return out;
  }

  private async factsOf(
    userId: number,
    row: IndexingRow,
    amountCents: number,
    open: AdjustmentRow[],
    read: SeriesReader,
  ): Promise<TierIndexingFacts> {
    const due = nextAdjustmentDay(row.schedule_from, row.every_months);
    const coming = open.find((a) => a.tier_id === row.tier_id && a.due_day === due);
    let next: NextAdjustment;
    if (coming?.status === 'noticed' && coming.to_cents !== null) {
      next = { date: coming.effective_day, estimated_amount: Money.fromCents(coming.to_cents).pesos };
    } else {
      // Skipped: the next one counts from that day, from the index value of then (today's, as known).
      const date = coming?.status === 'skipped' ? nextAdjustmentDay(due, row.every_months) : due;
      const base =
        coming?.status === 'skipped'
          ? ((await read(row.index_key as TierIndexKey, null))[0]?.date ?? null)
          : row.base_point_date;
      const estimate = await this.estimate(row, amountCents, read, base);
      next = { date, estimated_amount: estimate ? Money.fromCents(estimate.amountCents).pesos : null };
    }
    const last = await this.repo.lastApplied(userId, row.tier_id);
    return {
      indexing: {
        index: row.index_key as TierIndexing['index'],
        every_months: row.every_months,
        cap_pct: row.cap_pct,
        round_to: row.round_to,
        usd_amount: row.usd_dollars,
      },
      next_adjustment: next,
      adjustment: {
        stage:
          coming?.status === 'noticed' ? 'noticed' : coming?.status === 'skipped' ? 'skipped' : 'estimated',
        skipped_date: coming?.status === 'skipped' ? due : null,
        failed_supporters: last && last.status === 'applying' ? await this.repo.failedCount(last.id) : 0,
        clamped: last?.clamped === 1 || coming?.clamped === 1,
        plan_pending: last?.status === 'applying' && last.plan_applied_at === null,
      },
    };
  }
}
