import type { AccountSignIn } from '../../ports/account-sign-in';
import type { AuthService } from './auth.service';
import type { TwoFactorService } from './two-factor.service';

/** Deleting an account asks two-step login whether the code given is right for this creator. */
export function secondFactorCheck(
  twoFactor: TwoFactorService,
): (userId: number, code: string | undefined) => Promise<boolean> {
  return (userId, code) => twoFactor.confirm(userId, code);
}

/** Signing up and in for the pages' form posts: the service calls the API routes make. */
export function accountSignIn(auth: AuthService): AccountSignIn {
  return {
    register: (input, ip) => auth.register(input, ip),
    login: (input, ip, cookies) => auth.login(input, ip, cookies),
    verifyLogin: (input, ip) => auth.twoFactor.verifyLogin(input, ip),
  };
}
