import { formatArgentinaDate } from '@enlaza/shared/events';
import { MONTHLY_MESSAGES, MONTHLY_SCREEN_MESSAGES, type MonthlySupporter } from '@enlaza/shared/monthly';

/** A day of the list in Argentine time; '—' when there is none yet. */
export function formatSupporterDate(iso: string | null): string {
  return iso ? formatArgentinaDate(iso) : MONTHLY_SCREEN_MESSAGES.supporters.none;
}

export function supporterName(supporter: Pick<MonthlySupporter, 'name'>): string {
  return supporter.name?.trim() || MONTHLY_MESSAGES.anonymous;
}
