import type { SessionUser } from '@enlaza/shared/auth';
import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { setUnauthorizedHandler } from '../api-client';
import {
  fetchCurrentUser,
  fetchTheme,
  loginRequest,
  logoutRequest,
  registerRequest,
  type TwoFactorProof,
  verifyTwoFactorRequest,
} from './auth-api';
import { AuthContext, type AuthContextValue, type AuthStatus, type LoginResult } from './auth-context';
import { clearStoredSession, readStoredSession, saveSession, saveUser } from './auth-storage';

interface SessionState {
  status: AuthStatus;
  token: string | null;
  user: SessionUser | null;
}

/** Startup restore, synchronous part: a cached user is used as is; a bare token must be checked. */
function initialSession(): SessionState {
  const { token, user } = readStoredSession();
  if (!token) {
    clearStoredSession();
    return { status: 'ready', token: null, user: null };
  }
  if (user) return { status: 'ready', token, user };
  return { status: 'restoring', token, user: null };
}

/**
 * Startup restore, network part: fetches the current user and the theme. Only reached without a cached
 * user (a cached one is used as is), so on failure there is nothing to fall back to and it returns null.
 */
async function restoreSession(token: string): Promise<SessionUser | null> {
  try {
    const user = await fetchCurrentUser(token);
    const theme = await fetchTheme(token, { skipUnauthorizedHandler: true }).catch(() => null);
    return theme ? { ...user, theme } : user;
  } catch {
    return null;
  }
}

/** The account's state as the server decides it: what a cached user may hold stale. */
function accountState(user: SessionUser): Partial<SessionUser> {
  return {
    email: user.email,
    email_verified: user.email_verified,
    role: user.role,
    suspension: user.suspension ?? null,
  };
}

function sameAccountState(a: SessionUser, b: SessionUser): boolean {
  const x = accountState(a);
  const y = accountState(b);
  return (
    x.email === y.email &&
    x.email_verified === y.email_verified &&
    x.role === y.role &&
    JSON.stringify(x.suspension) === JSON.stringify(y.suspension)
  );
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [session, setSession] = useState<SessionState>(initialSession);
  // The token whose account state the server has answered since this page loaded (a login, the
  // startup restore or the refresh below): a user cached from an earlier visit is not trusted for it.
  const [checkedToken, setCheckedToken] = useState<string | null>(null);
  const checkedTokenRef = useRef<string | null>(null);
  const markChecked = useCallback((token: string) => {
    checkedTokenRef.current = token;
    setCheckedToken(token);
  }, []);

  // The router applies navigations as transitions; ending the session in a transition too lets React
  // commit both together, so guards never see "signed out" on the old page and bounce to /login.
  const clearSession = useCallback(() => {
    clearStoredSession();
    startTransition(() => setSession({ status: 'ready', token: null, user: null }));
  }, []);

  // Startup check for a stored token with no cached user.
  const restoringToken = session.status === 'restoring' ? session.token : null;
  useEffect(() => {
    if (!restoringToken) return;
    let cancelled = false;
    void restoreSession(restoringToken).then((user) => {
      if (cancelled) return;
      if (user) {
        saveUser(user);
        markChecked(restoringToken);
        setSession({ status: 'ready', token: restoringToken, user });
      } else {
        clearSession();
      }
    });
    return () => {
      cancelled = true;
    };
  }, [restoringToken, clearSession, markChecked]);

  // The account's state (suspension, verification, role) comes from the server, not from the user
  // cached at login: read on load and again whenever the creator comes back to the tab or window, so
  // an operator's suspension or reactivation shows either way.
  const signedInToken = session.status === 'ready' && session.user ? session.token : null;
  useEffect(() => {
    if (!signedInToken) return;
    let cancelled = false;
    const refresh = () => {
      void fetchCurrentUser(signedInToken)
        .then((fresh) => {
          if (cancelled) return;
          setSession((current) => {
            if (current.token !== signedInToken || !current.user) return current;
            if (sameAccountState(current.user, fresh)) return current;
            const user = { ...current.user, ...accountState(fresh) };
            saveUser(user);
            return { ...current, user };
          });
        })
        // Offline or refused: the cached state stands until the next answer (a 401 elsewhere logs out).
        .catch(() => undefined)
        .finally(() => {
          if (!cancelled) markChecked(signedInToken);
        });
    };
    if (checkedTokenRef.current !== signedInToken) refresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelled = true;
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [signedInToken, markChecked]);

  // A 401 on any call made with a token: log out and force /login (spec 01 §4).
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        clearSession();
        navigate(paths.auth.login.getHref(), { replace: true });
      }),
    [clearSession, navigate],
  );

  const openSession = useCallback(
    async (token: string, user: SessionUser, rememberMe: boolean) => {
      // The theme is fetched with the new token; the user already carries one if this call fails.
      const theme = await fetchTheme(token).catch(() => null);
      const full = theme ? { ...user, theme } : user;
      saveSession(token, full, rememberMe);
      markChecked(token);
      setSession({ status: 'ready', token, user: full });
      return full;
    },
    [markChecked],
  );

  const login = useCallback(
    async (email: string, password: string, rememberMe: boolean): Promise<LoginResult> => {
      const answer = await loginRequest(email, password);
      if ('two_factor_required' in answer)
        return { status: 'two-factor', challengeToken: answer.challenge_token };
      return { status: 'signed-in', user: await openSession(answer.token, answer.user, rememberMe) };
    },
    [openSession],
  );

  const completeTwoFactor = useCallback(
    async (challengeToken: string, proof: TwoFactorProof, rememberMe: boolean) => {
      const { token, user } = await verifyTwoFactorRequest(challengeToken, proof);
      return openSession(token, user, rememberMe);
    },
    [openSession],
  );

  const register = useCallback(
    async (name: string, username: string, email: string, password: string) => {
      const { token, user } = await registerRequest({ full_name: name, username, email, password });
      saveSession(token, user, true);
      markChecked(token);
      setSession({ status: 'ready', token, user });
      return user;
    },
    [markChecked],
  );

  const logout = useCallback(async () => {
    const token = session.token;
    clearSession();
    if (!token) return;
    try {
      await logoutRequest(token);
    } catch {
      // Spec 01 §4: the local session is gone whatever the server answered.
    }
  }, [session.token, clearSession]);

  const updateUser = useCallback((partial: Partial<SessionUser>) => {
    setSession((current) => {
      if (!current.user) return current;
      const user = { ...current.user, ...partial };
      saveUser(user);
      return { ...current, user };
    });
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      status: session.status,
      token: session.token,
      user: session.user,
      isAuthenticated: Boolean(session.token && session.user),
      accountChecked: session.token !== null && checkedToken === session.token,
      login,
      completeTwoFactor,
      register,
      logout,
      updateUser,
    }),
    [session, checkedToken, login, completeTwoFactor, register, logout, updateUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
