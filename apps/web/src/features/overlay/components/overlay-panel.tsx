import { OVERLAY_SCREEN_MESSAGES as T } from '@enlaza/shared/overlay';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FlashMessage } from '../../../components/ui/flash-message';
import { LoadErrorPanel } from '../../../components/ui/panels';
import { PageLoader } from '../../../components/ui/spinner';
import { useFlashMessage } from '../../../lib/use-flash-message';
import { useOverlay } from '../api/get-overlay';
import { useRotateOverlay } from '../api/rotate-overlay';
import { useTestOverlay } from '../api/test-overlay';
import '../../../styles/integrations.css';

/**
 * 'Alerta para el stream' on 'Integraciones' (issue 37): the overlay's secret address to add to OBS,
 * 'Copiar', 'Probar alerta' and 'Cambiar dirección' (the old address stops working).
 */
export function OverlayPanel() {
  const overlay = useOverlay();
  const rotate = useRotateOverlay();
  const test = useTestOverlay();
  const [confirming, setConfirming] = useState(false);
  const { flash, showSuccess, showError } = useFlashMessage();
  const id = useId();

  if (overlay.isPending) return <PageLoader />;
  if (overlay.isError) {
    return (
      <LoadErrorPanel
        className="overlay-panel"
        message={T.loadError}
        onRetry={() => void overlay.refetch()}
      />
    );
  }
  const url = overlay.data;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showSuccess(T.copied);
    } catch {
      showError(T.copyFailed);
    }
  };

  return (
    <section className="panel overlay-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="subscribers-subtitle">
        {T.title}
      </h2>
      <p className="donations-muted">{T.intro}</p>
      <FlashMessage flash={flash} />
      <label className="overlay-url">
        <span>{T.urlLabel}</span>
        <input
          className="input"
          readOnly
          value={url}
          data-testid="overlay-url"
          onFocus={(event) => event.currentTarget.select()}
        />
      </label>
      <p className="donations-muted">{T.goalHint}</p>
      <p className="donations-muted">{T.secretHint}</p>
      <div className="section-actions">
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          {T.copy}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          loading={test.isPending}
          onClick={() =>
            test.mutate(undefined, {
              onSuccess: (message) => showSuccess(message),
              onError: (error) => showError(error.message),
            })
          }
        >
          {T.test}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          {T.rotate}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={T.rotateTitle}
        message={T.rotateConfirm}
        confirmLabel={T.rotate}
        busy={rotate.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: ({ message }) => showSuccess(message),
            onError: (error) => showError(error.message),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </section>
  );
}
