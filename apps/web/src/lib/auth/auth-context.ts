import type { SessionUser } from '@enlaza/shared/auth';
import { createContext, useContext } from 'react';
import type { TwoFactorProof } from './auth-api';

/** A login either opens the session or, with two-step login on, asks for the code step. */
export type LoginResult =
  | { status: 'signed-in'; user: SessionUser }
  | { status: 'two-factor'; challengeToken: string };

export type AuthStatus = 'restoring' | 'ready';

export interface AuthContextValue {
  /** 'restoring' while a stored token without a cached user is being checked at startup. */
  status: AuthStatus;
  token: string | null;
  user: SessionUser | null;
  /** True only when both a token and a user are present (spec 01 §4). */
  isAuthenticated: boolean;
  /**
   * Whether the server has answered the account's state (suspension, verification, role) since this
   * page loaded; until then `user` may be the one cached at an earlier login.
   */
  accountChecked: boolean;
  login(email: string, password: string, rememberMe: boolean): Promise<LoginResult>;
  /** The code step after a 'two-factor' login result. */
  completeTwoFactor(challengeToken: string, proof: TwoFactorProof, rememberMe: boolean): Promise<SessionUser>;
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
