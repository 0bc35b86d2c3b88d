import { ADMIN_MESSAGES } from '@enlaza/shared/admin';
import { formatArgentinaDateTime } from '@enlaza/shared/events';
import { useMutation, useQuery } from '@tanstack/react-query';
import { IconDownload } from '../../../components/ui/action-icons';
import { Button } from '../../../components/ui/button';
import { downloadAuditCsv } from '../api/admin-actions';
import { adminAuditQuery } from '../api/admin-reads';
import { AdminEmpty, AdminLoadError, AdminLoading } from './admin-states';

const M = ADMIN_MESSAGES.audit;

/** 'Auditoría': every operator action (append-only), newest first (cards below 768 px, a table from there up), and its CSV. */
export function AdminAuditScreen() {
  const query = useQuery(adminAuditQuery());
  const download = useMutation({ mutationFn: downloadAuditCsv });
  return (
    <section aria-labelledby="admin-audit-title">
      <div className="admin-title-row">
        <h1 id="admin-audit-title" className="admin-title">
          {M.title}
        </h1>
        <Button
          variant="secondary"
          icon={<IconDownload />}
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          {M.export}
        </Button>
      </div>
      {download.isError ? (
        <p className="admin-error" role="alert">
          {ADMIN_MESSAGES.loadError}
        </p>
      ) : null}
      {query.isPending ? (
        <AdminLoading />
      ) : query.isError ? (
        <AdminLoadError onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <AdminEmpty text={M.empty} />
      ) : (
        <>
          <ul className="admin-list admin-audit-cards" aria-label={M.title}>
            {query.data.map((entry) => (
              <li key={entry.id} className="panel admin-card" data-testid="audit-card">
                <p className="admin-card-title">{M.actions[entry.action] ?? entry.action}</p>
                <dl className="admin-details">
                  <div>
                    <dt>{M.when}</dt>
                    <dd>{formatArgentinaDateTime(entry.created_at)}</dd>
                  </div>
                  <div>
                    <dt>{M.who}</dt>
                    <dd>{entry.actor_email}</dd>
                  </div>
                  <div>
                    <dt>{M.onWhom}</dt>
                    <dd>{entry.target_label}</dd>
                  </div>
                  <div>
                    <dt>{M.why}</dt>
                    <dd>{entry.reason ?? '—'}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
          <div className="panel admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{M.when}</th>
                  <th scope="col">{M.who}</th>
                  <th scope="col">{M.what}</th>
                  <th scope="col">{M.onWhom}</th>
                  <th scope="col">{M.why}</th>
                </tr>
              </thead>
              <tbody>
                {query.data.map((entry) => (
                  <tr key={entry.id}>
                    <td>{formatArgentinaDateTime(entry.created_at)}</td>
                    <td>{entry.actor_email}</td>
                    <td>{M.actions[entry.action] ?? entry.action}</td>
                    <td>{entry.target_label}</td>
                    <td>{entry.reason ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
