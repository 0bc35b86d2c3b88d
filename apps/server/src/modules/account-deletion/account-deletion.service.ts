import { type AccountDeletionValues, ACCOUNT_DELETION_MESSAGES as M } from '@enlaza/shared/account-deletion';
import { AppError, fieldError, RetryLaterError, tooManyRequests, unauthorized } from '../../http/errors';
import type { ProviderGrant, RevocationOutcome } from '../../integrations/provider-grant';
import { openToken } from '../../lib/sealed-token';
import {
  type AccountDeletionStore,
  type AccountFootprint,
  accountDeletionStore,
} from './account-deletion.repository';
import type { AccountDeletionDeps } from './account-deletion-deps';

const ATTEMPTS = 5;
const ATTEMPTS_WINDOW_MS = 15 * 60_000;
const HOOK_RETRY_AFTER_SECONDS = 30;

/** How each provider answered the revocation (null: the account had no connection there). */
export interface DeletionOutcome {
  payments: RevocationOutcome | 'failed' | null;
  music: RevocationOutcome | 'failed' | null;
}

/** What deleting an account uses of its deps (the ports by the calls it makes, so a unit test builds it with fakes). */
export type AccountDeletionServiceDeps = Pick<
  AccountDeletionDeps,
  'config' | 'database' | 'clock' | 'log' | 'rateLimiter' | 'pageChanges' | 'seams'
> & {
  passwordHasher: Pick<AccountDeletionDeps['passwordHasher'], 'verify'>;
  payments: Pick<AccountDeletionDeps['payments'], 'revokeAccess'>;
  music: Pick<AccountDeletionDeps['music'], 'revokeAccess'>;
  storage: Pick<AccountDeletionDeps['storage'], 'owns' | 'delete'>;
};

/** DELETE /users/me: the creator's account, erased for real (issue 22). */
export class AccountDeletionService {
  constructor(
    private readonly deps: AccountDeletionServiceDeps,
    private readonly store: AccountDeletionStore = accountDeletionStore(deps.database.db),
  ) {}

  async deleteAccount(userId: number, input: AccountDeletionValues): Promise<DeletionOutcome> {
    const user = await this.store.findUser(userId);
    if (!user || user.deleted_at !== null) throw unauthorized();
    if (!(await this.deps.rateLimiter.take(`account-deletion:${userId}`, ATTEMPTS, ATTEMPTS_WINDOW_MS))) {
      throw tooManyRequests();
    }
    const passwordOk = await this.deps.passwordHasher.verify(input.password, user.password_hash, {
      key: `user:${userId}`,
      priority: false,
    });
    if (!passwordOk) throw fieldError('password', M.passwordWrong);
    if (input.confirm_username !== user.username) throw fieldError('confirm_username', M.usernameMismatch);
    const { secondFactor } = this.deps.seams;
    if (secondFactor && !(await secondFactor(userId, input.code))) throw fieldError('code', M.codeWrong);

    const footprint = await this.store.footprint(userId);
    // Before anything is erased: a hook that fails (a provider down) stops here, nothing lost.
    await this.runHooks(userId);
    const outcome = await this.revokeGrants(userId, footprint);

    const now = this.deps.clock.now();
    const at = now.toISOString();
    await this.store.transaction(async (tx) => {
      await tx.reserveDeletedUsernames(userId, user.username, {
        encryptionKey: this.deps.config.encryptionKey,
        now,
      });
      await tx.eraseAccount(userId, at, { email: user.email, usernames: footprint.pages.usernames });
      await tx.enqueueMail(
        {
          kind: 'account_deleted',
          recipient: user.email,
          userId,
          donationId: null,
          payload: { deleted_at: at },
          dedupeKey: `account_deleted:${userId}`,
        },
        at,
      );
    });
    await this.deleteFiles(userId, footprint.files);
    // Nothing is left to look the page's names and events up by: the footprint read before names them.
    await this.deps.pageChanges.creatorChanged(userId, { featured: true, ...footprint.pages });
    await this.deps.pageChanges.goalChanged(userId);
    this.deps.log.info({ userId, ...outcome }, 'account deleted');
    return outcome;
  }

  /** The other slices' goodbyes; one that fails answers 503 ('try again'), nothing erased. */
  private async runHooks(userId: number): Promise<void> {
    for (const hook of this.deps.seams.onAccountDeleted) {
      try {
        await hook({ userId });
      } catch (error) {
        if (error instanceof AppError) throw error;
        this.deps.log.warn({ userId, err: error }, 'account deletion stopped by a hook');
        throw new RetryLaterError(503, M.failed, HOOK_RETRY_AFTER_SECONDS);
      }
    }
  }

  /** Each provider's grant, revoked where the provider allows it; a failure is logged, never blocking. */
  private async revokeGrants(userId: number, footprint: AccountFootprint): Promise<DeletionOutcome> {
    const key = this.deps.config.encryptionKey;
    const grant = (g: { accountId: string; accessToken: string | null; refreshToken: string | null }) =>
      ({
        accountId: g.accountId,
        accessToken: openToken(g.accessToken, key),
        refreshToken: openToken(g.refreshToken, key),
      }) satisfies ProviderGrant;
    const attempt = async (
      provider: 'payments' | 'music',
      revoke: () => Promise<RevocationOutcome>,
    ): Promise<RevocationOutcome | 'failed'> => {
      try {
        return await revoke();
      } catch (error) {
        this.deps.log.warn({ userId, provider, err: error }, 'revocation failed; tokens deleted anyway');
        return 'failed';
      }
    };
    const { payment, music } = footprint;
    const paymentGrant = payment?.accountId ? grant({ ...payment, accountId: payment.accountId }) : null;
    return {
      payments: paymentGrant
        ? await attempt('payments', () => this.deps.payments.revokeAccess(paymentGrant))
        : null,
      music: music ? await attempt('music', () => this.deps.music.revokeAccess(grant(music))) : null,
    };
  }

  private async deleteFiles(userId: number, urls: string[]): Promise<void> {
    for (const url of urls) {
      if (!this.deps.storage.owns(url)) continue;
      try {
        await this.deps.storage.delete(url);
      } catch (error) {
        this.deps.log.warn({ userId, err: error }, 'stored file of a deleted account not removed');
      }
    }
  }
}
