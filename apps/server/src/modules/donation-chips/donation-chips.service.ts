import type { DonationChips, DonationChipsValues } from '@enlaza/shared/donations';
import { argentinaToday } from '@enlaza/shared/events';
import {
  type AmountIndexKey,
  CHIP_ROUND_CENTS,
  type IndexPoint,
  isAmountIndexKey,
  todayAmountCents,
} from '@enlaza/shared/indices';
import { Money } from '@enlaza/shared/money';
import { presentDonationChipSettings } from './donation-chips.presenter';
import { DonationChipsRepository, type DonationChipsRow, type TodayCents } from './donation-chips.repository';
import type { DonationChipsDeps } from './donation-chips-deps';

/**
 * A creator's suggested amounts (issue 33): three chips for the donation forms, optionally kept 'en
 * pesos de hoy' by an index: today's amounts are recomputed daily from the base point's value and
 * rounded to $ 100. Without a row every form keeps its default chips.
 */
export class DonationChipsService {
  private readonly repo: DonationChipsRepository;

  constructor(private readonly deps: DonationChipsDeps) {
    this.repo = new DonationChipsRepository(deps.database.db);
  }

  async get(userId: number): Promise<DonationChips> {
    return presentDonationChipSettings(await this.repo.find(userId));
  }

  /** PUT /donation-chips: new amounts (or a new index) start from today's index value. */
  async set(userId: number, values: DonationChipsValues): Promise<DonationChips> {
    const now = this.deps.clock.now();
    const cents = [values.amount_1, values.amount_2, values.amount_3].map((p) => Money.fromPesos(p).cents);
    const [one = 0, two = 0, three = 0] = cents;
    const index = values.indexed_by;
    const latest = index === 'none' ? null : await this.deps.indexSeries.latestPoint(index);
    const row: DonationChipsRow = {
      user_id: userId,
      base_cents_1: one,
      base_cents_2: two,
      base_cents_3: three,
      today_cents_1: one,
      today_cents_2: two,
      today_cents_3: three,
      index_key: index,
      base_point_date: latest?.date ?? null,
      base_day: argentinaToday(now),
      updated_at: now.toISOString(),
    };
    await this.repo.put(row);
    await this.deps.pageChanges.creatorChanged(userId);
    return presentDonationChipSettings(row);
  }

  /** DELETE /donation-chips: back to the default chips. */
  async reset(userId: number): Promise<DonationChips> {
    await this.repo.remove(userId);
    await this.deps.pageChanges.creatorChanged(userId);
    return presentDonationChipSettings(undefined);
  }

  /**
   * Writes today's amounts of every indexed chip set that moved and tells its public page.
   * Idempotent: a second run the same day changes nothing. Answers how many creators changed.
   */
  async recomputeIndexed(today: string): Promise<number> {
    const series = new Map<string, Promise<IndexPoint[]>>();
    const read = (key: AmountIndexKey, from: string) => {
      const points = series.get(`${key}:${from}`) ?? this.deps.indexSeries.storedSeries(key, from);
      series.set(`${key}:${from}`, points);
      return points;
    };
    let changed = 0;
    for (const row of await this.repo.indexed()) {
      if (!isAmountIndexKey(row.index_key) || row.base_point_date === null) continue;
      const points = await read(row.index_key, row.base_point_date);
      const amounts = [row.base_cents_1, row.base_cents_2, row.base_cents_3].map((baseCents) =>
        todayAmountCents({
          index: row.index_key as AmountIndexKey,
          points,
          basePointDate: row.base_point_date as string,
          baseCents,
          today,
          stepCents: CHIP_ROUND_CENTS,
        }),
      );
      const [one, two, three] = amounts;
      if (one == null || two == null || three == null) continue;
      const next: TodayCents = { today_cents_1: one, today_cents_2: two, today_cents_3: three };
      if (!(await this.repo.setToday(row.user_id, next, this.deps.clock.now().toISOString()))) continue;
      changed += 1;
      await this.deps.pageChanges.creatorChanged(row.user_id);
    }
    return changed;
  }
}
