import type { AuthPayload, TwoFactorChallenge } from '@enlaza/shared/auth';

/** A sign-up's or login's answer and the Set-Cookie value that marks the browser as known to the account. */
export interface LoginOutcome {
  payload: AuthPayload;
  deviceCookie: string;
}

/** A correct password of an account with two-step login on: no session and no device cookie yet. */
export interface ChallengeOutcome {
  payload: TwoFactorChallenge;
  deviceCookie?: undefined;
}
