import { AUTH_MESSAGES, type ChangeEmailInput, VERIFICATION_MESSAGES } from '@enlaza/shared/auth';
import { HTTP_MESSAGES } from '@enlaza/shared/http';
import type { Kysely } from 'kysely';
import { type UserRow, UsersRepository } from '../../accounts/users.repository';
import { enqueueMail } from '../../db/mail-queue.repository';
import type { DB } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, fieldError, RetryLaterError, unauthorized } from '../../http/errors';
import { encrypt, randomToken, sha256Hex } from '../../lib/crypto';
import { verificationSealKey } from '../../lib/email-verification-link';
import { HasherBusyError } from '../../lib/password-hasher';
import type { AuthDeps } from './auth-deps';
import { changeEmailCharges, reserveOrRefuse, verificationResendCharges } from './auth-rate-rules';
import {
  claimEmailVerification,
  findEmailVerification,
  insertEmailVerification,
  markEmailVerified,
  replaceEmail,
  voidEmailVerifications,
} from './email-verifications.repository';

/** A verification link is good for 48 hours, once. */
export const VERIFICATION_LINK_MS = 48 * 60 * 60_000;
const HASHER_RETRY_AFTER_SECONDS = 2;

/** 'n***@example.com': the new address as the old one is told about it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`;
}

/**
 * Issue 22: a creator's email is verified by a link mailed to it (through the mail queue, in the
 * transaction of the change that causes it). Until then they build their page but cannot connect
 * Mercado Pago, take donations or be featured (those slices read `users.email_verified_at`).
 */
export class EmailVerificationService {
  private readonly users: UsersRepository;

  constructor(private readonly deps: AuthDeps) {
    this.users = new UsersRepository(deps.database.db);
  }

  /** Writes a new link for the user's current email and queues its mail; pass the change's transaction. */
  async issue(trx: Kysely<DB>, user: Pick<UserRow, 'id' | 'email' | 'full_name'>): Promise<string> {
    const now = this.deps.clock.now();
    const token = randomToken();
    const tokenHash = sha256Hex(token);
    await insertEmailVerification(trx, {
      token_hash: tokenHash,
      user_id: user.id,
      email: user.email,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + VERIFICATION_LINK_MS).toISOString(),
      used_at: null,
    });
    await enqueueMail(
      trx,
      {
        kind: 'email_verification',
        recipient: user.email,
        userId: user.id,
        donationId: null,
        dedupeKey: `email_verification:${tokenHash}`,
        payload: {
          name: user.full_name,
          sealed_token: encrypt(token, verificationSealKey(this.deps.config.encryptionKey)),
        },
      },
      now.toISOString(),
    );
    return tokenHash;
  }

  /** GET /verificar-email: true when this link verified the address it was sent to. */
  async verify(token: string): Promise<boolean> {
    if (!token || token.length > 200) return false;
    const db = this.deps.database.db;
    const now = this.deps.clock.now().toISOString();
    const tokenHash = sha256Hex(token);
    const link = await findEmailVerification(db, tokenHash);
    if (!link || link.used_at !== null || link.expires_at <= now) return false;
    const verified = await db.transaction().execute(async (trx) => {
      if (!(await claimEmailVerification(trx, tokenHash, now))) return false;
      return markEmailVerified(trx, link.user_id, link.email, now);
    });
    // The public page's 'Contribuir' depends on it.
    if (verified) await this.deps.pageChanges.creatorChanged(link.user_id, { featured: true });
    return verified;
  }

  /** POST /auth/verification/resend: a new link, a few times an hour. */
  async resend(userId: number): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw unauthorized();
    if (user.email_verified_at !== null) throw conflict(VERIFICATION_MESSAGES.alreadyVerified);
    await reserveOrRefuse(this.deps.rateLimiter, verificationResendCharges(userId));
    await this.deps.database.db.transaction().execute((trx) => this.issue(trx, user));
  }

  /**
   * PUT /auth/email: with the current password, the account takes the new address at once,
   * unverified; a link goes to the new address and a notice to the old one.
   */
  async changeEmail(userId: number, input: ChangeEmailInput): Promise<UserRow> {
    const user = await this.users.findById(userId);
    if (!user) throw unauthorized();
    const reservation = await reserveOrRefuse(this.deps.rateLimiter, changeEmailCharges(userId));
    if (input.email === user.email) throw fieldError('email', VERIFICATION_MESSAGES.sameEmail);
    let passwordOk: boolean;
    try {
      passwordOk = await this.deps.passwordHasher.verify(input.current_password, user.password_hash, {
        key: `user:${user.id}`,
        priority: true,
      });
    } catch (error) {
      if (!(error instanceof HasherBusyError)) throw error;
      await reservation.release();
      throw new RetryLaterError(503, HTTP_MESSAGES.busy, HASHER_RETRY_AFTER_SECONDS);
    }
    if (!passwordOk) throw fieldError('current_password', VERIFICATION_MESSAGES.wrongPassword);
    const taken = () =>
      conflict(AUTH_MESSAGES.emailTaken, [{ field: 'email', message: AUTH_MESSAGES.emailTaken }]);
    if (await this.users.findByEmail(input.email)) throw taken();
    const now = this.deps.clock.now().toISOString();
    try {
      const updated = await this.deps.database.db.transaction().execute(async (trx) => {
        await voidEmailVerifications(trx, userId, now);
        const row = await replaceEmail(trx, userId, input.email, now);
        const tokenHash = await this.issue(trx, row);
        await enqueueMail(
          trx,
          {
            kind: 'email_changed',
            recipient: user.email,
            userId,
            donationId: null,
            dedupeKey: `email_changed:${tokenHash}`,
            payload: { name: user.full_name, masked_email: maskEmail(input.email) },
          },
          now,
        );
        return row;
      });
      await this.deps.pageChanges.creatorChanged(userId);
      return updated;
    } catch (error) {
      if (isUniqueViolation(error, 'email')) throw taken();
      throw error;
    }
  }
}
