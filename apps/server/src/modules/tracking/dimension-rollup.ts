import type { VisitTraits } from '../../ports/page-visits';
import type { DailyDimensionRow, DailyRollupWrites } from './daily-stats.repository';
import { dimensionValues } from './visit-dimensions';

/** A counted view or click with what the breakdowns need; `eventId` 0 is the profile page. */
export interface DimensionEntry {
  kind: 'visit' | 'click';
  userId: number;
  eventId: number;
  day: string;
  traits: VisitTraits;
  campaign: string | null;
}

/**
 * The breakdown roll-ups (country, province, device, browser, system, campaign), kept current in the
 * transaction that counts the views or clicks; increments only, like daily-rollup.ts.
 */
export async function rollUpDimensions(
  tx: Pick<DailyRollupWrites, 'addDailyDimensions'>,
  entries: readonly DimensionEntry[],
): Promise<void> {
  const rows = new Map<string, DailyDimensionRow>();
  for (const entry of entries) {
    for (const { dimension, value } of dimensionValues(entry.traits, entry.campaign)) {
      const key = `${entry.userId}|${entry.eventId}|${dimension}|${entry.day}|${value}`;
      const row = rows.get(key) ?? {
        user_id: entry.userId,
        event_id: entry.eventId,
        dimension,
        day: entry.day,
        value,
        visits: 0,
        clicks: 0,
      };
      if (entry.kind === 'visit') row.visits += 1;
      else row.clicks += 1;
      rows.set(key, row);
    }
  }
  // Sorted, so two copies adding overlapping batches on PostgreSQL take the row locks in one order.
  await tx.addDailyDimensions(
    [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row),
  );
}

/** Which page's breakdown a view belongs to: the profile (0) or an event's page; null for neither. */
export function dimensionPage(view: { page: string; event_id?: number | null }): number | null {
  if (view.page === 'profile') return 0;
  if (view.page === 'event' && typeof view.event_id === 'number') return view.event_id;
  return null;
}
