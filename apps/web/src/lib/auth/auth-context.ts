import type { SessionUser } from '@enlaza/shared/auth';
import { createContext, useContext } from 'react';

export type AuthStatus = 'restoring' | 'ready';

export interface AuthContextValue {
  /** 'restoring' while a stored token without a cached user is being checked at startup. */
  status: AuthStatus;
  token: string | null;
  user: SessionUser | null;
  /** True only when both a token and a user are present (spec 01 §4). */
  isAuthenticated: boolean;
  login(email: string, password: string, rememberMe: boolean): Promise<SessionUser>;
  register(name: string, username: string, email: string, password: string): Promise<SessionUser>;
  /** Clears the session locally at once; the server call runs after and may fail silently. */
  logout(): Promise<void>;
  updateUser(partial: Partial<SessionUser>): void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
