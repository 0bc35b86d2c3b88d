import { isCalendarDate, INDEX_CLI_MESSAGES as M } from '@enlaza/shared/indices';
import type { AppWiring } from '../create-deps';

/**
 * `npm run admin -- indices adjust --date YYYY-MM-DD` (issue 33): the notice stage and the apply
 * stage of indexed monthly tiers for that day, as the daily job runs them; prints what it did.
 * Answers the exit code (0 done, 2 bad usage) and the lines.
 */
export async function runIndicesAdjust(
  deps: Pick<AppWiring, 'monthly'>,
  args: readonly string[],
): Promise<{ code: number; text: string }> {
  const [flag, date, ...rest] = args;
  if (flag !== '--date' || date === undefined || rest.length || !isCalendarDate(date)) {
    return {
      code: 2,
      text: date && flag === '--date' && !isCalendarDate(date) ? M.badDate(date) : M.adjustUsage,
    };
  }
  const lines = await deps.monthly.adjustments.runForDay(date);
  return { code: 0, text: [M.adjustHeader(date), ...(lines.length ? lines : [M.adjustNothing])].join('\n') };
}
