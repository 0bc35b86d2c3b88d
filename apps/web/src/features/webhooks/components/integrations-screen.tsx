import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_SCREEN_MESSAGES as T,
  type WebhookEndpoint,
} from '@enlaza/shared/webhooks';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteFlow } from '../../../components/ui/delete-flow';
import { FlashMessage } from '../../../components/ui/flash-message';
import { LoadErrorPanel } from '../../../components/ui/panels';
import { PageLoader } from '../../../components/ui/spinner';
import { useFlashMessage } from '../../../lib/use-flash-message';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useWebhooks } from '../api/get-webhooks';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { useSendWebhookTest } from '../api/send-webhook-test';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookForm } from './webhook-form';
import '../../../styles/donations.css';
import '../../../styles/subscribers.css';
import '../../../styles/integrations.css';

/**
 * /dashboard/integrations ('Integraciones', issue 37): the creator's webhooks (up to 3), the signing
 * secret shown once after creating or renewing it, 'Enviar prueba' and each endpoint's deliveries.
 */
export function IntegrationsScreen() {
  const webhooks = useWebhooks();
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const sendTest = useSendWebhookTest();
  const [secret, setSecret] = useState<string | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const { flash, showSuccess, showError } = useFlashMessage();
  const deletion = useDeleteFlow<WebhookEndpoint, string>({
    title: T.delete,
    message: (row) => T.deleteConfirm(row.url),
    remove: (row) => remove.mutateAsync(row.id),
    onDeleted: (_row, message) => showSuccess(message),
    onFailed: (error) => showError(error instanceof Error ? error.message : String(error)),
  });

  if (webhooks.isPending) return <PageLoader />;
  if (webhooks.isError) {
    return (
      <LoadErrorPanel
        className="subscribers-page"
        message={T.loadError}
        onRetry={() => void webhooks.refetch()}
      />
    );
  }
  const rows = webhooks.data;

  return (
    <div className="dash-page subscribers-page integrations-page">
      <div className="donations-intro">
        <h2 className="dash-greeting">{T.title}</h2>
        <p className="donations-muted">{T.intro}</p>
      </div>
      <FlashMessage flash={flash} />
      {secret ? (
        <section className="panel webhook-secret" aria-labelledby="webhook-secret-title">
          <h3 id="webhook-secret-title" className="subscribers-subtitle">
            {T.secretTitle}
          </h3>
          <p>{T.secretIntro}</p>
          <code className="webhook-secret-value" data-testid="webhook-secret">
            {secret}
          </code>
          <Button variant="secondary" size="sm" onClick={() => setSecret(null)}>
            {T.secretDone}
          </Button>
        </section>
      ) : null}
      {rows.length < MAX_WEBHOOK_ENDPOINTS ? (
        <WebhookForm
          onCreated={(message, created) => {
            showSuccess(message);
            setSecret(created);
          }}
        />
      ) : (
        <Alert tone="info">{T.limitReached(MAX_WEBHOOK_ENDPOINTS)}</Alert>
      )}
      <section className="subscribers-section" aria-labelledby="webhooks-list-title">
        <h2 id="webhooks-list-title" className="subscribers-subtitle">
          {T.listTitle(rows.length)}
        </h2>
        {rows.length === 0 ? (
          <p className="donations-muted">{T.empty}</p>
        ) : (
          <ul className="webhook-list" aria-label={T.title}>
            {rows.map((hook) => (
              <li key={hook.id} className="panel webhook-item">
                <p className="subscribers-email">{hook.url}</p>
                <p className="donations-muted">{hook.events.map((e) => T.eventLabels[e] ?? e).join(' · ')}</p>
                {hook.enabled ? null : <Alert tone="error">{T.disabled}</Alert>}
                <div className="section-actions">
                  {hook.enabled ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      loading={sendTest.isPending && sendTest.variables === hook.id}
                      onClick={() =>
                        sendTest.mutate(hook.id, {
                          onSuccess: (message) => {
                            showSuccess(message);
                            setOpen(hook.id);
                          },
                          onError: (error) => showError(error.message),
                        })
                      }
                    >
                      {T.sendTest}
                    </Button>
                  ) : null}
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-expanded={open === hook.id}
                    onClick={() => setOpen(open === hook.id ? null : hook.id)}
                  >
                    {open === hook.id ? T.hideDeliveries : T.deliveries}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setRotating(hook)}>
                    {T.rotate}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={T.deleteLabel(hook.url)}
                    onClick={() => deletion.ask(hook)}
                  >
                    {T.delete}
                  </Button>
                </div>
                {open === hook.id ? (
                  <WebhookDeliveries id={hook.id} onResent={showSuccess} onError={showError} />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={rotating !== null}
        title={T.rotate}
        message={T.rotateConfirm}
        confirmLabel={T.rotate}
        busy={rotate.isPending}
        onCancel={() => setRotating(null)}
        onConfirm={() => {
          if (!rotating) return;
          rotate.mutate(rotating.id, {
            onSuccess: ({ message, secret: renewed }) => {
              showSuccess(message);
              setSecret(renewed);
            },
            onError: (error) => showError(error.message),
            onSettled: () => setRotating(null),
          });
        }}
      />
      {deletion.dialog}
    </div>
  );
}
