import {
  ADMIN_MESSAGES,
  type AdminReport,
  type AdminReportedPage,
  REPORT_STATUSES,
  type ReportStatus,
} from '@enlaza/shared/admin';
import { formatArgentinaDateTime } from '@enlaza/shared/events';
import { PAGE_REPORT_REASON_LABELS } from '@enlaza/shared/reports';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useDismissPageReports } from '../api/admin-actions';
import { adminReportsQuery } from '../api/admin-reads';
import { AdminEmpty, AdminLoadError, AdminLoading } from './admin-states';
import { CreatorActions } from './creator-actions';

const M = ADMIN_MESSAGES.reports;
const STATUS_LABELS: Record<ReportStatus, string> = { open: M.open, resolved: M.resolved };

function ReportEntry({ report }: { report: AdminReport }) {
  return (
    <div className="admin-report">
      <p className="admin-report-head">
        <strong>{PAGE_REPORT_REASON_LABELS[report.reason]}</strong>
        <span className="admin-muted"> · {formatArgentinaDateTime(report.created_at)}</span>
        {report.resolution ? (
          <span className="admin-muted">
            {' '}
            · {report.resolution === 'suspended' ? M.suspendedResolution : M.dismissed}
          </span>
        ) : null}
      </p>
      <p className="admin-pre">{report.details || M.noDetails}</p>
      {report.contact_email ? (
        <p className="admin-muted">
          {M.contact}: {report.contact_email}
        </p>
      ) : null}
    </div>
  );
}

/** 'first – last', or one date when both fall in the same minute. */
function formatPeriod(first: string, last: string): string {
  const [from, to] = [formatArgentinaDateTime(first), formatArgentinaDateTime(last)];
  return from === to ? from : `${from} – ${to}`;
}

/** One page's row of the queue: how many reports, for what, when, the newest to read, and the actions. */
function ReportedPageCard({ page, status }: { page: AdminReportedPage; status: ReportStatus }) {
  const dismiss = useDismissPageReports();
  const failure = dismiss.error;
  const latestId = useId();
  const { creator } = page;
  return (
    <li className="panel admin-card">
      <div className="admin-card-head">
        <h2 className="admin-card-title">
          <a href={creator.page_url} target="_blank" rel="noreferrer">
            {creator.full_name} <span className="admin-muted">@{creator.username}</span>
          </a>
        </h2>
        <span className="admin-badge admin-badge-danger">{M.count(page.count)}</span>
      </div>
      <dl className="admin-details">
        <div>
          <dt>{M.reasons}</dt>
          <dd>
            {page.reasons
              .map(({ reason, count }) => `${PAGE_REPORT_REASON_LABELS[reason]} (${count})`)
              .join(' · ')}
          </dd>
        </div>
        <div>
          <dt>{M.period}</dt>
          <dd>{formatPeriod(page.first_at, page.last_at)}</dd>
        </div>
      </dl>
      <section className="admin-reports" aria-labelledby={latestId}>
        <h3 id={latestId} className="admin-subtitle">
          {M.latest(page.reports.length, page.count)}
        </h3>
        {page.reports.map((report) => (
          <ReportEntry key={report.id} report={report} />
        ))}
      </section>
      {status === 'open' ? (
        <div className="admin-card-foot">
          <Button
            variant="secondary"
            size="sm"
            loading={dismiss.isPending}
            onClick={() => dismiss.mutate(creator.id)}
          >
            {M.dismissPage}
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

/** 'Denuncias': the queue, open or resolved, one row per reported page. */
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
          {query.data.map((page) => (
            <ReportedPageCard key={page.creator.id} page={page} status={status} />
          ))}
        </ul>
      )}
    </section>
  );
}
