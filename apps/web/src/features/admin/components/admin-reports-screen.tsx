import { ADMIN_MESSAGES, type AdminReport, REPORT_STATUSES, type ReportStatus } from '@enlaza/shared/admin';
import { formatArgentinaDateTime } from '@enlaza/shared/events';
import { PAGE_REPORT_REASON_LABELS } from '@enlaza/shared/reports';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useDismissReport } from '../api/admin-actions';
import { adminReportsQuery } from '../api/admin-reads';
import { AdminEmpty, AdminLoadError, AdminLoading } from './admin-states';
import { CreatorActions } from './creator-actions';

const M = ADMIN_MESSAGES.reports;
const STATUS_LABELS: Record<ReportStatus, string> = { open: M.open, resolved: M.resolved };

function ReportCard({ report }: { report: AdminReport }) {
  const dismiss = useDismissReport();
  const failure = dismiss.error;
  const { creator } = report;
  return (
    <li className="panel admin-card">
      <div className="admin-card-head">
        <h2 className="admin-card-title">{PAGE_REPORT_REASON_LABELS[report.reason]}</h2>
        {report.resolution ? (
          <span className="admin-badge">
            {report.resolution === 'suspended' ? M.suspendedResolution : M.dismissed}
          </span>
        ) : null}
      </div>
      <dl className="admin-details">
        <div>
          <dt>{M.page}</dt>
          <dd>
            <a href={creator.page_url} target="_blank" rel="noreferrer">
              {creator.full_name} (@{creator.username})
            </a>
          </dd>
        </div>
        <div>
          <dt>{M.details}</dt>
          <dd className="admin-pre">{report.details || M.noDetails}</dd>
        </div>
        {report.contact_email ? (
          <div>
            <dt>{M.contact}</dt>
            <dd>{report.contact_email}</dd>
          </div>
        ) : null}
        <div>
          <dt>{M.received}</dt>
          <dd>{formatArgentinaDateTime(report.created_at)}</dd>
        </div>
      </dl>
      {report.status === 'open' ? (
        <div className="admin-card-foot">
          <Button
            variant="secondary"
            size="sm"
            loading={dismiss.isPending}
            onClick={() => dismiss.mutate(report.id)}
          >
            {M.dismiss}
          </Button>
          {creator.suspended ? null : <CreatorActions creator={creator} suspended={false} />}
          {failure ? (
            <p className="admin-error" role="alert">
              {(failure instanceof ApiError && failure.serverMessage) || ADMIN_MESSAGES.loadError}
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** 'Denuncias': the queue, open or resolved; each with the page, reason and details. */
export function AdminReportsScreen() {
  const [status, setStatus] = useState<ReportStatus>('open');
  const query = useQuery(adminReportsQuery(status));
  return (
    <section aria-labelledby="admin-reports-title">
      <h1 id="admin-reports-title" className="admin-title">
        {M.title}
      </h1>
      <fieldset className="admin-filter">
        <legend>{M.filter}</legend>
        {REPORT_STATUSES.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={status === value ? 'primary' : 'secondary'}
            aria-pressed={status === value}
            onClick={() => setStatus(value)}
          >
            {STATUS_LABELS[value]}
          </Button>
        ))}
      </fieldset>
      {query.isPending ? (
        <AdminLoading />
      ) : query.isError ? (
        <AdminLoadError onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <AdminEmpty text={M.empty} />
      ) : (
        <ul className="admin-list">
          {query.data.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
        </ul>
      )}
    </section>
  );
}
