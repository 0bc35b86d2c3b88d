import type {
  AuthAnswer,
  AuthPayload,
  authContract,
  MeAnswer,
  SessionUser,
  TwoFactorChallenge,
} from '@enlaza/shared/auth';
import type { Answer } from '@enlaza/shared/http';
import { api } from '../api-client';

/** The session calls of spec 01 §7. Password recovery lives in features/auth/api. */

type RegisterAnswer = Answer<typeof authContract.register, 201>;
type ThemeAnswer = Answer<typeof authContract.theme>;

/** With two-step login on, the password alone answers a challenge for the code step instead of a session. */
export async function loginRequest(
  email: string,
  password: string,
): Promise<AuthPayload | TwoFactorChallenge> {
  const res = await api.post<AuthAnswer>('/auth/login', { email, password }, { token: null });
  return res.data;
}

/** The proof of the code step: a code of the app or a recovery code. */
export type TwoFactorProof = { code: string } | { recovery_code: string };

/** The login's code step: the challenge and the proof give the session. */
export async function verifyTwoFactorRequest(
  challengeToken: string,
  proof: TwoFactorProof,
): Promise<AuthPayload> {
  const res = await api.post<Answer<typeof authContract.verifyTwoFactor>>(
    '/auth/2fa/verify',
    { challenge_token: challengeToken, ...proof },
    { token: null },
  );
  return res.data;
}

export async function registerRequest(input: {
  full_name: string;
  username: string;
  email: string;
  password: string;
}): Promise<AuthPayload> {
  const res = await api.post<RegisterAnswer>('/auth/register', input, { token: null });
  return res.data;
}

/** The session is already cleared locally, so a rejected token here changes nothing. */
export async function logoutRequest(token: string): Promise<void> {
  await api.post('/auth/logout', undefined, { token, skipUnauthorizedHandler: true });
}

/** GET /auth/me answers `{data:{user}}` (the contract), or `{user}` from an older server. */
export async function fetchCurrentUser(token: string): Promise<SessionUser> {
  const res = await api.get<MeAnswer | { data?: undefined; user?: SessionUser }>('/auth/me', {
    token,
    skipUnauthorizedHandler: true,
  });
  const user = res?.data?.user ?? (res && 'user' in res ? res.user : undefined);
  if (!user) throw new Error('Respuesta sin usuario');
  return user;
}

export async function fetchTheme(token: string, options: { skipUnauthorizedHandler?: boolean } = {}) {
  const res = await api.get<ThemeAnswer>('/users/profile/theme', { token, ...options });
  return res?.data?.theme ?? null;
}
