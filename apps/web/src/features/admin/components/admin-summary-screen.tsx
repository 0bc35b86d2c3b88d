import { ADMIN_MESSAGES } from '@enlaza/shared/admin';
import { formatARS } from '@enlaza/shared/format';
import { useQuery } from '@tanstack/react-query';
import { adminSummaryQuery } from '../api/admin-reads';
import { AdminLoadError, AdminLoading } from './admin-states';

const M = ADMIN_MESSAGES.summary;

/** 'Resumen': the platform's figures at a glance. */
export function AdminSummaryScreen() {
  const query = useQuery(adminSummaryQuery());
  if (query.isPending) return <AdminLoading />;
  if (query.isError) return <AdminLoadError onRetry={() => void query.refetch()} />;
  const s = query.data;
  const figures: [string, string][] = [
    [M.creators, String(s.creators)],
    ...(s.verified === null ? [] : ([[M.verified, String(s.verified)]] as [string, string][])),
    [M.activePages, String(s.active_pages)],
    [M.approvedMonth, `${s.approved_donations_month} · ${formatARS(s.approved_amount_month)}`],
    [M.commissionMonth, formatARS(s.commission_month)],
    [M.openReports, String(s.open_reports)],
  ];
  return (
    <section aria-labelledby="admin-summary-title">
      <h1 id="admin-summary-title" className="admin-title">
        {M.title}
      </h1>
      <dl className="admin-figures">
        {figures.map(([label, value]) => (
          <div key={label} className="panel admin-figure">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
