import { useCallback, useMemo, useRef, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { useDismiss } from '../../lib/use-dismiss';
import { usePathnameChange } from '../../lib/use-pathname-change';
import { ButtonLink, buttonClass } from '../ui/button';
import { IconClose, IconMenu } from '../ui/icons';
import { Logo } from '../ui/logo';
import { UserMenu } from './user-menu';

const MOBILE_MENU_ID = 'mobile-menu';

const navLinkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav-link is-active' : 'nav-link');

export function TopNav() {
  const { isAuthenticated, user, logout } = useAuth();
  const navigate = useNavigate();
  const [mobileOpen, setMobileOpen] = useState(false);
  const closeMobile = useCallback(() => setMobileOpen(false), []);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const refs = useMemo(() => [headerRef], []);
  useDismiss(mobileOpen, closeMobile, refs, toggleRef);
  usePathnameChange(closeMobile);

  const handleLogout = () => {
    setMobileOpen(false);
    // The local session is cleared synchronously, so this navigation is not bounced by a guard.
    void logout();
    navigate(paths.home.getHref());
  };

  const signedIn = isAuthenticated && user;

  return (
    <header className="site-header" ref={headerRef}>
      <nav className="container nav" aria-label="Principal">
        <Link to={paths.home.getHref()} className="nav-brand">
          <Logo />
        </Link>

        <div className="nav-desktop">
          <NavLink to={paths.featuredCreators.getHref()} className={navLinkClass}>
            Creadores Destacados
          </NavLink>
          {signedIn ? (
            <>
              <NavLink to={paths.dashboard.root.getHref()} className={navLinkClass}>
                Dashboard
              </NavLink>
              <UserMenu user={user} onLogout={handleLogout} />
            </>
          ) : (
            <>
              <NavLink to={paths.auth.login.getHref()} className={navLinkClass}>
                Iniciar Sesión
              </NavLink>
              <ButtonLink to={paths.auth.register.getHref()} size="sm">
                Registrarse
              </ButtonLink>
            </>
          )}
        </div>

        <button
          ref={toggleRef}
          type="button"
          className="nav-toggle"
          aria-expanded={mobileOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label={mobileOpen ? 'Cerrar menú' : 'Abrir menú'}
          onClick={() => setMobileOpen((v) => !v)}
        >
          {mobileOpen ? <IconClose /> : <IconMenu />}
        </button>
      </nav>

      <div id={MOBILE_MENU_ID} className="nav-mobile" hidden={!mobileOpen}>
        <ul className="container">
          <li>
            <NavLink to={paths.featuredCreators.getHref()} className={navLinkClass}>
              Creadores Destacados
            </NavLink>
          </li>
          {signedIn ? (
            <>
              <li>
                <NavLink to={paths.dashboard.root.getHref()} end className={navLinkClass}>
                  Dashboard
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.dashboard.profile.getHref()} className={navLinkClass}>
                  Mi Perfil
                </NavLink>
              </li>
              <li>
                <Link to={paths.public.profile.getHref(user.username)} className="nav-link">
                  Ver Perfil Público
                </Link>
              </li>
              <li>
                <button type="button" className="nav-link nav-link-button" onClick={handleLogout}>
                  Cerrar Sesión
                </button>
              </li>
            </>
          ) : (
            <>
              <li>
                <NavLink to={paths.auth.login.getHref()} className={navLinkClass}>
                  Iniciar Sesión
                </NavLink>
              </li>
              <li>
                <Link to={paths.auth.register.getHref()} className={buttonClass({ block: true })}>
                  Registrarse
                </Link>
              </li>
            </>
          )}
        </ul>
      </div>
    </header>
  );
}
