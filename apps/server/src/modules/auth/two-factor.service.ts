import type { TwoFactorDisableInput, TwoFactorVerifyInput } from '@enlaza/shared/auth';
import { TWO_FACTOR_MESSAGES as M } from '@enlaza/shared/auth';
import { presentSelf } from '../../accounts/user.presenter';
import { UsersRepository } from '../../accounts/users.repository';
import { AppError, conflict, fieldError, unauthorized } from '../../http/errors';
import { deriveKey, randomToken, sha256Hex } from '../../lib/crypto';
import { openToken, sealToken, tokenExpiry } from '../../lib/sealed-token';
import type { AuthDeps } from './auth-deps';
import { AUTH_RATE_RULES, codeCharges, reserveOrRefuse, unknownChallengeCharges } from './auth-rate-rules';
import { withHasher } from './hashing';
import { KnownDevices } from './known-device';
import type { LoginOutcome } from './login-outcome';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { newTotpSecret, totpStep, totpUri } from './totp';
import { type TwoFactorStore, twoFactorStore } from './two-factor.repository';

/** How long the code step may follow the password step. */
const CHALLENGE_SECONDS = 5 * 60;
const TOTP_CODE = /^\d{6}$/;
const RESET_ON_SUCCESS = { reset: [AUTH_RATE_RULES.codeAccountIp] };

/** What two-step login is built from (a narrower pick of AuthDeps, so a unit test builds it with fakes). */
export type TwoFactorDeps = Pick<AuthDeps, 'config' | 'database' | 'clock' | 'rateLimiter'> & {
  passwordHasher: Pick<AuthDeps['passwordHasher'], 'verify'>;
  sessions: Pick<AuthDeps['sessions'], 'create'>;
};

/** Its stores: two-step login's rows and the accounts it reads. */
export interface TwoFactorStores {
  rows: TwoFactorStore;
  users: Pick<UsersRepository, 'findById'>;
}

/**
 * Two-step login (issue 22): the authenticator secret is sealed at rest (AES-256-GCM, a key of its
 * own derived from the deployment's key) and leaves the server only while the setup is unconfirmed;
 * recovery codes are kept as keyed hashes; every code tried is counted like a password.
 */
export class TwoFactorService {
  private readonly repo: TwoFactorStore;
  private readonly users: Pick<UsersRepository, 'findById'>;
  private readonly devices: KnownDevices;
  private readonly sealKey: Buffer;
  private readonly codeKey: Buffer;

  constructor(
    private readonly deps: TwoFactorDeps,
    stores: TwoFactorStores = {
      rows: twoFactorStore(deps.database.db),
      users: new UsersRepository(deps.database.db),
    },
  ) {
    this.repo = stores.rows;
    this.users = stores.users;
    this.devices = new KnownDevices(deps.config.encryptionKey, deps.config.publicUrl.startsWith('https:'));
    this.sealKey = deriveKey(deps.config.encryptionKey, 'enlaza two-factor secret');
    this.codeKey = deriveKey(deps.config.encryptionKey, 'enlaza two-factor recovery codes');
  }

  private now(): Date {
    return this.deps.clock.now();
  }

  async isEnabled(userId: number): Promise<boolean> {
    return (await this.repo.findTwoFactor(userId))?.enabled_at != null;
  }

  async status(userId: number) {
    const enabled = await this.isEnabled(userId);
    return { enabled, recovery_codes_left: enabled ? await this.repo.countRecoveryCodesLeft(userId) : 0 };
  }

  /** A new secret to scan; refused while it is on (the secret in use is never shown again). */
  async setup(userId: number) {
    const user = await this.users.findById(userId);
    if (!user) throw unauthorized();
    const secret = newTotpSecret();
    const sealed = sealToken(secret, this.sealKey) as string;
    if (!(await this.repo.saveSetup(userId, sealed, this.now().toISOString()))) {
      throw conflict(M.alreadyEnabled);
    }
    return { secret, otpauth_url: totpUri(secret, user.email) };
  }

  /** Confirms the setup with a first code; answers the ten recovery codes, shown this once. */
  async enable(userId: number, code: string, ip: string): Promise<string[]> {
    const row = await this.repo.findTwoFactor(userId);
    if (row?.enabled_at) throw conflict(M.alreadyEnabled);
    const secret = row ? openToken(row.secret_sealed, this.sealKey) : null;
    if (!secret) throw conflict(M.setupMissing);
    const reservation = await reserveOrRefuse(this.deps.rateLimiter, codeCharges(userId, ip));
    const step = await totpStep(secret, code, this.now());
    if (step === null) throw fieldError('code', M.codeInvalid);
    const codes = newRecoveryCodes();
    const now = this.now().toISOString();
    await this.repo.transaction(async (tx) => {
      if (!(await tx.claimTimeStep(userId, step, false))) throw fieldError('code', M.codeInvalid);
      if (!(await tx.markEnabled(userId, now))) throw conflict(M.alreadyEnabled);
      const hashes = codes.map((c) => recoveryCodeHash(this.codeKey, c));
      await tx.replaceRecoveryCodes(userId, hashes, now);
    });
    await reservation.release(RESET_ON_SUCCESS);
    return codes;
  }

  /** Turning it off takes the password and a code of the app (or a recovery code). */
  async disable(userId: number, input: TwoFactorDisableInput, ip: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw unauthorized();
    if (!(await this.isEnabled(userId))) throw conflict(M.notEnabled);
    const reservation = await reserveOrRefuse(this.deps.rateLimiter, codeCharges(userId, ip));
    const job = { key: `user:${userId}`, priority: true };
    const passwordOk = await withHasher(reservation, () =>
      this.deps.passwordHasher.verify(input.password, user.password_hash, job),
    );
    if (!passwordOk) throw fieldError('password', M.wrongPassword);
    const accepted = TOTP_CODE.test(input.code)
      ? await this.takeAppCode(userId, input.code)
      : await this.takeRecoveryCode(userId, input.code);
    if (!accepted) throw fieldError('code', M.codeInvalid);
    await this.repo.transaction((tx) => tx.removeTwoFactor(userId));
    await reservation.release(RESET_ON_SUCCESS);
  }

  /**
   * A sensitive action's second check (deleting the account): with two-step login off no code is
   * needed; with it on, an app code or a recovery code must be right (each taken once, like at login).
   */
  async confirm(userId: number, code: string | undefined): Promise<boolean> {
    if (!(await this.isEnabled(userId))) return true;
    if (!code) return false;
    return TOTP_CODE.test(code) ? this.takeAppCode(userId, code) : this.takeRecoveryCode(userId, code);
  }

  /** What a correct password answers instead of a session: a one-use token for the code step. */
  async challenge(userId: number, deviceId: string | undefined): Promise<string> {
    const token = randomToken();
    const now = this.now();
    await this.repo.insertChallenge({
      token_hash: sha256Hex(token),
      user_id: userId,
      device_id: deviceId ?? null,
      expires_at: tokenExpiry(CHALLENGE_SECONDS, now),
      used_at: null,
      created_at: now.toISOString(),
    });
    return token;
  }

  /** The login's code step: the challenge's account, its code or a recovery code, then the session. */
  async verifyLogin(input: TwoFactorVerifyInput, ip: string): Promise<LoginOutcome> {
    const tokenHash = sha256Hex(input.challenge_token);
    const challenge = await this.repo.findOpenChallenge(tokenHash, this.now().toISOString());
    if (!challenge) {
      await reserveOrRefuse(this.deps.rateLimiter, unknownChallengeCharges(ip));
      throw new AppError(401, M.challengeExpired);
    }
    const userId = challenge.user_id;
    const reservation = await reserveOrRefuse(this.deps.rateLimiter, codeCharges(userId, ip));
    if (input.code !== undefined) {
      if (!(await this.takeAppCode(userId, input.code))) throw fieldError('code', M.codeInvalid);
    } else if (!(await this.takeRecoveryCode(userId, input.recovery_code ?? ''))) {
      throw fieldError('recovery_code', M.recoveryCodeInvalid);
    }
    const user = await this.users.findById(userId);
    if (!user || !(await this.repo.claimChallenge(tokenHash, this.now().toISOString()))) {
      throw new AppError(401, M.challengeExpired);
    }
    await reservation.release(RESET_ON_SUCCESS);
    const token = await this.deps.sessions.create(userId);
    const device = challenge.device_id ? { id: challenge.device_id } : undefined;
    return {
      payload: { token, user: presentSelf(user) },
      deviceCookie: this.devices.issue(user, device, this.now()),
    };
  }

  /** An app code of an enabled account, right now and newer than every code taken before. */
  private async takeAppCode(userId: number, code: string): Promise<boolean> {
    const row = await this.repo.findTwoFactor(userId);
    const secret = row?.enabled_at ? openToken(row.secret_sealed, this.sealKey) : null;
    if (!secret) return false;
    const step = await totpStep(secret, code, this.now());
    return step !== null && (await this.repo.claimTimeStep(userId, step, true));
  }

  private async takeRecoveryCode(userId: number, code: string): Promise<boolean> {
    if (!(await this.isEnabled(userId))) return false;
    const hash = recoveryCodeHash(this.codeKey, code);
    return this.repo.spendRecoveryCode(userId, hash, this.now().toISOString());
  }
}
