import { ADMIN_MESSAGES, ADMIN_ROLE } from '@enlaza/shared/admin';
import { Navigate, NavLink, Outlet } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { LoadingPage } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { QueryProvider } from '../../query-layout';
import '../../../styles/panels.css';
import '../../../styles/admin.css';

const NAV = [
  { to: paths.admin.summary.getHref(), label: ADMIN_MESSAGES.nav.summary, end: true },
  { to: paths.admin.creators.getHref(), label: ADMIN_MESSAGES.nav.creators, end: false },
  { to: paths.admin.reports.getHref(), label: ADMIN_MESSAGES.nav.reports, end: false },
  { to: paths.admin.audit.getHref(), label: ADMIN_MESSAGES.nav.audit, end: false },
];

/**
 * The operator console's frame (issue 22), for accounts with the 'admin' role that are not suspended:
 * anyone else goes to their dashboard (the API refuses them with 403 regardless).
 */
export default function AdminRoot() {
  const { user, accountChecked } = useAuth();
  // A role granted after the cached login is known once the server has answered this load.
  if (user?.role !== ADMIN_ROLE && user && !accountChecked) return <LoadingPage />;
  if (user?.role !== ADMIN_ROLE || user.suspension)
    return <Navigate to={paths.dashboard.root.getHref()} replace />;
  return (
    <QueryProvider>
      <div className="admin-shell">
        <header className="admin-header">
          <a href={paths.dashboard.root.getHref()} className="admin-brand" aria-label="Enlazá">
            <Logo size={28} />
          </a>
          <p className="admin-console-name">{ADMIN_MESSAGES.console}</p>
          <nav aria-label={ADMIN_MESSAGES.console}>
            <ul className="admin-nav">
              {NAV.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className="admin-nav-link">
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        <main className="admin-main" id="contenido">
          <Outlet />
        </main>
      </div>
    </QueryProvider>
  );
}
