import { type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { DASHBOARD_TITLES, dashboardRouteName, paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { useDismiss } from '../../lib/use-dismiss';
import { useDocumentTitle } from '../../lib/use-document-title';
import { usePathnameChange } from '../../lib/use-pathname-change';
import { Avatar } from '../ui/avatar';
import { Button } from '../ui/button';
import { IconClose, IconExternal, IconLogout, IconMenu } from '../ui/icons';
import { Logo } from '../ui/logo';
import { PageLoader } from '../ui/spinner';
import { DashboardMenu } from './dashboard-sidebar';
import { SuspensionNotice } from './suspension-notice';
import '../../styles/dashboard.css';

const SIDEBAR_ID = 'dashboard-sidebar';

interface DashboardLayoutProps {
  /** The payment status badge, supplied by the payments feature through the route. */
  paymentStatus?: ReactNode;
  /** App-wide bars above the content (install banner, offline notice), supplied by the app. */
  chrome?: ReactNode;
  /** Offline: the screen shows saved data and none of its controls can send a change. */
  readOnly?: boolean;
}

export function DashboardLayout({ paymentStatus, chrome, readOnly = false }: DashboardLayoutProps) {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const routeName = dashboardRouteName(pathname) ?? 'dashboard';
  const title = DASHBOARD_TITLES[routeName];
  useDocumentTitle(title);

  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const sidebarRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const refs = useMemo(() => [sidebarRef, toggleRef], []);
  useDismiss(menuOpen, closeMenu, refs, toggleRef);
  usePathnameChange(closeMenu);

  const handleLogout = () => {
    void logout();
    navigate(paths.home.getHref());
  };

  if (!user) return null;

  return (
    <div className="dash">
      <a className="skip-link" href="#contenido">
        Saltar al contenido
      </a>
      <aside id={SIDEBAR_ID} ref={sidebarRef} className="dash-sidebar" data-open={menuOpen}>
        <div className="dash-sidebar-head">
          <Link to={paths.dashboard.root.getHref()} className="nav-brand">
            <Logo />
          </Link>
          <button
            type="button"
            className="icon-button dash-sidebar-close"
            aria-label="Cerrar menú"
            onClick={closeMenu}
          >
            <IconClose />
          </button>
        </div>
        <DashboardMenu />
        <div className="dash-sidebar-user">
          <Avatar name={user.full_name} src={user.profile_image} size={40} />
          <div>
            <strong>{user.full_name}</strong>
            <span>@{user.username}</span>
          </div>
        </div>
      </aside>
      {menuOpen ? <div className="dash-backdrop" aria-hidden="true" /> : null}

      <div className="dash-main">
        <header className="dash-header">
          <button
            ref={toggleRef}
            type="button"
            className="icon-button dash-menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={SIDEBAR_ID}
            aria-label={menuOpen ? 'Cerrar menú' : 'Abrir menú'}
            onClick={() => setMenuOpen((v) => !v)}
          >
            {menuOpen ? <IconClose /> : <IconMenu />}
          </button>
          <h1 className="dash-title">{title}</h1>
          <div className="dash-header-actions">
            {paymentStatus}
            <a
              className="btn btn-secondary btn-sm"
              href={paths.public.profile.getHref(user.username)}
              target="_blank"
              rel="noopener"
            >
              <IconExternal />
              <span className="collapse-label">Ver Perfil Público</span>
              <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
            </a>
            <Button variant="ghost" size="sm" icon={<IconLogout size={18} />} onClick={handleLogout}>
              Salir
            </Button>
          </div>
        </header>
        {chrome}
        <main id="contenido" className="dash-content" tabIndex={-1}>
          <SuspensionNotice user={user} />
          <Suspense fallback={<PageLoader />}>
            <fieldset className="dash-read-only" disabled={readOnly}>
              <Outlet />
            </fieldset>
          </Suspense>
        </main>
      </div>
    </div>
  );
}
