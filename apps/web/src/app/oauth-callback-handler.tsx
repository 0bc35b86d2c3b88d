import { useContext, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { useAuth } from '../lib/auth/auth-context';
import { OAuthCallbackContext, splitCallbackParams } from '../lib/oauth-callback';

function logCallback(params: Record<string, string>): void {
  for (const [name, value] of Object.entries(params)) {
    if (name.endsWith('_error')) console.warn(`[oauth] ${name}: ${value}`);
    else console.info(`[oauth] ${name}: ${value}`);
  }
}

/**
 * OAuth returns (spec 01 §2): `mp_*` / `spotify_*` query parameters. Without a session after the restore,
 * go to /login; with one, keep the result for the screens, log it and drop those parameters from the URL.
 */
export function OAuthCallbackHandler() {
  const location = useLocation();
  const navigate = useNavigate();
  const { status, isAuthenticated } = useAuth();
  const record = useContext(OAuthCallbackContext)?.record;

  useEffect(() => {
    const { callback, rest } = splitCallbackParams(location.search);
    if (Object.keys(callback).length === 0 || status === 'restoring') return;
    if (!isAuthenticated) {
      navigate(paths.auth.login.getHref(), { replace: true });
      return;
    }
    record?.({ params: callback, pathname: location.pathname, receivedAt: Date.now() });
    logCallback(callback);
    navigate({ pathname: location.pathname, search: rest, hash: location.hash }, { replace: true });
  }, [location, status, isAuthenticated, navigate, record]);

  return null;
}
