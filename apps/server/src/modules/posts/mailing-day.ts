import { shiftDay } from '@enlaza/shared/stats';

/** The UTC instants an Argentine calendar day starts and ends (UTC−3 all year): the daily cap's day. */
export function argentinaDayBounds(day: string): { from: string; to: string } {
  return { from: `${day}T03:00:00.000Z`, to: `${shiftDay(day, 1)}T03:00:00.000Z` };
}
