import type {
  AuthPayload,
  LoginInput,
  RegisterInput,
  TwoFactorChallenge,
  TwoFactorVerifyInput,
} from '@enlaza/shared/auth';

/** A session given, with the Set-Cookie value that marks the browser as known to the account. */
export interface SignedIn {
  payload: AuthPayload;
  deviceCookie: string;
}

/**
 * Signing up and in, offered by auth to the login and register pages' form posts (no JavaScript): the
 * same service calls as the API's, with their rate limits and Spanish errors.
 */
export interface AccountSignIn {
  register(input: RegisterInput, ip: string): Promise<SignedIn>;
  login(
    input: LoginInput,
    ip: string,
    cookies: string | undefined,
  ): Promise<SignedIn | { payload: TwoFactorChallenge; deviceCookie?: undefined }>;
  verifyLogin(input: TwoFactorVerifyInput, ip: string): Promise<SignedIn>;
}
