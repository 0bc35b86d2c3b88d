import { Navigate, Outlet } from 'react-router';
import { LoadingPage, PageLoader } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { useAuth } from '../lib/auth/auth-context';

/** Dashboard routes: a stored token is checked first; without a session, go to /login. */
export function RequireAuth() {
  const { status, isAuthenticated } = useAuth();
  // The whole page until the dashboard's layout (and its main) arrives.
  if (status === 'restoring') return <LoadingPage label="Verificando tu sesión..." />;
  if (!isAuthenticated) return <Navigate to={paths.auth.login.getHref()} replace />;
  return <Outlet />;
}

/** Home, login, register and password recovery: signed-in creators go to their dashboard. */
export function GuestOnly() {
  const { status, isAuthenticated } = useAuth();
  // Inside the public layout's main already.
  if (status === 'restoring') return <PageLoader label="Verificando tu sesión..." />;
  if (isAuthenticated) return <Navigate to={paths.dashboard.root.getHref()} replace />;
  return <Outlet />;
}

/** A route marked disabled redirects to /dashboard (spec 01 §2 Guards). */
export function FeatureGate({ enabled }: { enabled: boolean }) {
  if (!enabled) return <Navigate to={paths.dashboard.root.getHref()} replace />;
  return <Outlet />;
}
