import { formatArgentinaDate } from '@enlaza/shared/events';
import { formatARS } from '@enlaza/shared/money';
import {
  MONTHLY_CARE_MESSAGES,
  MONTHLY_MESSAGES,
  MONTHLY_SCREEN_MESSAGES,
  MONTHLY_SHAPE_MESSAGES,
  type MonthlySupporter,
  SUPPORTER_STATUS_LABELS,
} from '@enlaza/shared/monthly';

/** A day of the list in Argentine time; '—' when there is none yet. */
export function formatSupporterDate(iso: string | null): string {
  return iso ? formatArgentinaDate(iso) : MONTHLY_SCREEN_MESSAGES.supporters.none;
}

export function supporterName(supporter: Pick<MonthlySupporter, 'name'>): string {
  return supporter.name?.trim() || MONTHLY_MESSAGES.anonymous;
}

/** The amount per charge and how often (issue 34): '$ 20.000 · Anual'. */
export function supporterAmount(s: Pick<MonthlySupporter, 'amount' | 'frequency'>): string {
  return `${formatARS(s.amount)} · ${MONTHLY_SHAPE_MESSAGES.frequencyLabels[s.frequency]}`;
}

/**
 * The status as the list says it (issue 34): 'Pago rechazado' with its next retry, 'Cancelada
 * (pagos rechazados)', a gift until its end, or the subscription's own label.
 */
export function supporterStatusText(
  s: Pick<MonthlySupporter, 'status' | 'kind' | 'ends_at' | 'next_retry_at' | 'cancel_reason'>,
): string {
  if (s.kind === 'gift') {
    return s.status === 'ended' || !s.ends_at
      ? MONTHLY_CARE_MESSAGES.giftEnded
      : MONTHLY_CARE_MESSAGES.giftUntil(formatArgentinaDate(s.ends_at));
  }
  if (s.status === 'payment_failed') {
    return s.next_retry_at
      ? `${MONTHLY_CARE_MESSAGES.paymentFailed} · ${MONTHLY_CARE_MESSAGES.nextRetry(formatArgentinaDate(s.next_retry_at))}`
      : MONTHLY_CARE_MESSAGES.paymentFailed;
  }
  if (s.cancel_reason === 'payments_failed') return MONTHLY_CARE_MESSAGES.cancelledForFailedPayments;
  return SUPPORTER_STATUS_LABELS[s.status];
}
