import { formatArgentinaDateTime } from '@enlaza/shared/events';
import { WEBHOOK_SCREEN_MESSAGES as T } from '@enlaza/shared/webhooks';
import { Button } from '../../../components/ui/button';
import { LoadErrorPanel } from '../../../components/ui/panels';
import { PageLoader } from '../../../components/ui/spinner';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { useResendWebhookDelivery } from '../api/resend-webhook-delivery';

/** An endpoint's last deliveries: event, status, attempts, answer, duration and date; 'Reenviar'. */
export function WebhookDeliveries({
  id,
  onResent,
  onError,
}: {
  id: number;
  onResent: (message: string) => void;
  onError: (message: string) => void;
}) {
  const deliveries = useWebhookDeliveries(id);
  const resend = useResendWebhookDelivery();
  if (deliveries.isPending) return <PageLoader />;
  if (deliveries.isError) {
    return (
      <LoadErrorPanel
        className="webhook-deliveries"
        message={T.loadError}
        onRetry={() => void deliveries.refetch()}
      />
    );
  }
  if (deliveries.data.length === 0) return <p className="donations-muted">{T.noDeliveries}</p>;
  return (
    <div className="donations-table-wrap webhook-deliveries">
      <table className="donations-table">
        <caption>{T.deliveriesTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{T.columnEvent}</th>
            <th scope="col">{T.columnStatus}</th>
            <th scope="col">{T.columnAttempts}</th>
            <th scope="col">{T.columnCode}</th>
            <th scope="col">{T.columnDuration}</th>
            <th scope="col">{T.columnDate}</th>
            <th scope="col">
              <span className="visually-hidden">{T.resend}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {deliveries.data.map((d) => (
            <tr key={d.webhook_id} data-testid="webhook-delivery">
              <td>{T.eventLabels[d.event] ?? d.event}</td>
              <td>{T.status[d.status]}</td>
              <td>{d.attempts}</td>
              <td>{d.response_code ?? '—'}</td>
              <td>{d.duration_ms === null ? '—' : `${d.duration_ms} ms`}</td>
              <td>{formatArgentinaDateTime(d.created_at)}</td>
              <td>
                {d.status === 'pending' ? null : (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={T.resendLabel(
                      T.eventLabels[d.event] ?? d.event,
                      formatArgentinaDateTime(d.created_at),
                    )}
                    loading={resend.isPending && resend.variables?.webhookId === d.webhook_id}
                    onClick={() =>
                      resend.mutate(
                        { id, webhookId: d.webhook_id },
                        { onSuccess: onResent, onError: (error) => onError(error.message) },
                      )
                    }
                  >
                    {T.resend}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
