import { formatArgentinaDate } from '@enlaza/shared/events';
import { MONTHLY_CARE_MESSAGES as C, rejectionReasonText } from '@enlaza/shared/monthly';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useSupporters } from '../api/get-supporters';
import { useResendPaymentReminder } from '../api/resend-payment-reminder';
import { supporterAmount, supporterName } from '../utils/supporter-format';

/**
 * 'Cobros con problemas: N' (issue 34): the supporters whose last charge was rejected, with the
 * provider's reason and next retry, and 'Reenviar correo' (the server allows it once a week).
 * Shown only when there is one.
 */
export function FailedChargesCard(props: Props) {
  return props.count > 0 ? <FailedCharges {...props} /> : null;
}

interface Props {
  count: number;
  onMessage: (text: string) => void;
  onError: (text: string) => void;
}

function FailedCharges({ count, onMessage, onError }: Props) {
  const failed = useSupporters('payment_failed', 1);
  const resend = useResendPaymentReminder();
  return (
    <section className="panel monthly-section monthly-failed" aria-labelledby="monthly-failed-title">
      <h2 id="monthly-failed-title" className="monthly-subtitle">
        {C.failedChargesCard(count)}
      </h2>
      <p className="monthly-muted">{C.failedChargesIntro}</p>
      {failed.isPending ? <Spinner size="sm" /> : null}
      <ul className="monthly-failed-list">
        {(failed.data?.supporters ?? []).map((s) => (
          <li key={s.id} className="monthly-failed-item" data-testid="monthly-failed-charge">
            <p>
              <strong>{supporterName(s)}</strong> · {s.tier.name} · {supporterAmount(s)}
            </p>
            <p className="monthly-muted">{C.failureReason(rejectionReasonText(s.failure_reason))}</p>
            {s.next_retry_at ? (
              <p className="monthly-muted">{C.nextRetry(formatArgentinaDate(s.next_retry_at))}</p>
            ) : null}
            <Button
              variant="secondary"
              size="sm"
              aria-label={C.resendMailFor(supporterName(s))}
              loading={resend.isPending && resend.variables === s.id}
              onClick={() =>
                resend.mutate(s.id, {
                  onSuccess: ({ message }) => onMessage(message),
                  onError: (error) => onError(error.message),
                })
              }
            >
              {C.resendMail}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
