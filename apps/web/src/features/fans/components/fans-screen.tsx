import { formatArgentinaDateTime } from '@enlaza/shared/events';
import { type Subscriber, SUBSCRIBER_MESSAGES as T } from '@enlaza/shared/fans';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { useDeleteFlow } from '../../../components/ui/delete-flow';
import { FlashMessage } from '../../../components/ui/flash-message';
import { LoadErrorPanel } from '../../../components/ui/panels';
import { PageLoader } from '../../../components/ui/spinner';
import { useFlashMessage } from '../../../lib/use-flash-message';
import { useDeleteSubscriber } from '../api/delete-fan';
import { useSubscribers } from '../api/get-fans';
import { useSaveSignupSetting } from '../api/save-signup-setting';
import { FanCards } from './fan-cards';
import '../../../styles/donations.css';
import '../../../styles/subscribers.css';

const LOAD_ERROR = 'No pudimos cargar tus suscriptores. Intenta de nuevo.';

/**
 * /dashboard/subscribers: the switch of the public 'Recibe novedades' block, the confirmed fans
 * (email, date, page) with 'Eliminar', and the CSV download (`exportButton`, from the exports).
 */
export function FansScreen({ exportButton }: { exportButton?: ReactNode }) {
  const subscribers = useSubscribers();
  const saveSetting = useSaveSignupSetting();
  const remove = useDeleteSubscriber();
  // The choice being saved, set in the click itself: the mutation's own state reaches the screen a
  // tick later, and a controlled checkbox would snap back meanwhile.
  const [saving, setSaving] = useState<boolean | null>(null);
  const { flash, showSuccess, showError } = useFlashMessage();
  const deletion = useDeleteFlow<Subscriber, string>({
    title: T.delete,
    message: (row) => T.deleteConfirm(row.email),
    remove: (row) => remove.mutateAsync(row.id),
    onDeleted: (_row, message) => showSuccess(message),
    onFailed: (error) => showError(error instanceof Error ? error.message : String(error)),
  });

  if (subscribers.isPending) return <PageLoader />;
  if (subscribers.isError) {
    return (
      <LoadErrorPanel
        className="subscribers-page"
        message={LOAD_ERROR}
        onRetry={() => void subscribers.refetch()}
      />
    );
  }
  const { subscribers: rows } = subscribers.data;
  // The switch shows the choice at once while it is being saved (back if the save fails).
  const enabled = saving ?? subscribers.data.enabled;

  return (
    <div className="dash-page subscribers-page">
      <div className="donations-intro">
        <h2 className="dash-greeting">{T.screenTitle}</h2>
        <p className="donations-muted">{T.screenIntro}</p>
      </div>
      <FlashMessage flash={flash} />
      <CheckboxField
        label={T.toggleLabel}
        checked={enabled}
        disabled={saving !== null}
        onChange={(e) => {
          setSaving(e.target.checked);
          saveSetting.mutate(e.target.checked, {
            onSuccess: ({ message }) => showSuccess(message),
            onError: (error) => showError(error.message),
            onSettled: () => setSaving(null),
          });
        }}
      />
      <section className="subscribers-section" aria-labelledby="subscribers-list-title">
        <div className="section-head">
          <h2 id="subscribers-list-title" className="subscribers-subtitle">
            {T.count(rows.length)}
          </h2>
          {rows.length > 0 ? <div className="section-actions">{exportButton}</div> : null}
        </div>
        {rows.length === 0 ? (
          <p className="donations-muted">{T.empty}</p>
        ) : (
          <FanCards subscribers={rows} onDelete={deletion.ask} />
        )}
        {rows.length === 0 ? null : (
          <div className="donations-table-wrap">
            <table className="donations-table subscribers-table">
              <caption className="visually-hidden">{T.screenTitle}</caption>
              <thead>
                <tr>
                  <th scope="col">{T.columnEmail}</th>
                  <th scope="col">{T.columnDate}</th>
                  <th scope="col">{T.columnPage}</th>
                  <th scope="col">
                    <span className="visually-hidden">{T.delete}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((s) => (
                  <tr key={s.id} data-testid="subscriber-row">
                    <td className="subscribers-email">{s.email}</td>
                    <td>{formatArgentinaDateTime(s.confirmed_at)}</td>
                    <td>{s.source_page}</td>
                    <td>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={T.deleteLabel(s.email)}
                        onClick={() => deletion.ask(s)}
                      >
                        {T.delete}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {deletion.dialog}
    </div>
  );
}
