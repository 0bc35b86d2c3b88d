import type { AppDeps } from '../../app-deps';
import type { PublicPageChanges } from '../../ports/public-page-changes';

/**
 * Something else that must end with an account, run before anything is erased (e.g. cancelling
 * monthly subscriptions at the provider: the monthly-support slice plugs in here, wired in
 * create-deps.ts). Throwing stops the deletion with nothing erased.
 */
export type AccountDeletionHook = (account: { userId: number }) => Promise<void>;

/**
 * The two-step login check for deleting an account: answers whether `code` (possibly absent) is
 * right for this creator. Null until two-step login exists; the integrator wires its check here, and
 * creators without two-step login must pass with no code.
 */
export type SecondFactorCheck = (userId: number, code: string | undefined) => Promise<boolean>;

/** The two seams other slices plug into (wired in create-deps.ts), read at each deletion. */
export interface AccountDeletionSeams {
  onAccountDeleted: AccountDeletionHook[];
  secondFactor: SecondFactorCheck | null;
}

/** What deleting an account is built from: its pick of the infrastructure, the public pages, and its two seams. */
export type AccountDeletionDeps = Pick<
  AppDeps,
  | 'config'
  | 'database'
  | 'clock'
  | 'log'
  | 'rateLimiter'
  | 'passwordHasher'
  | 'payments'
  | 'music'
  | 'storage'
> & {
  pageChanges: PublicPageChanges;
  seams: AccountDeletionSeams;
};
