import { setTimeout as delay } from 'node:timers/promises';
import type { ForgotPasswordInput, LoginInput, RegisterInput, ResetPasswordInput } from '@enlaza/shared/auth';
import { AUTH_MESSAGES } from '@enlaza/shared/auth';
import { LIMITS } from '@enlaza/shared/limits';
import { DEFAULT_THEME } from '@enlaza/shared/theme';
import { presentSelf } from '../../accounts/user.presenter';
import { isUsernameAvailable } from '../../accounts/username-reservations.repository';
import { UsersRepository } from '../../accounts/users.repository';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, conflict, unauthorized } from '../../http/errors';
import { randomToken, sha256Hex } from '../../lib/crypto';
import type { RateReservation } from '../../lib/rate-limiter';
import type { AuthContext } from '../../lib/session-store';
import type { AuthDeps } from './auth-deps';
import {
  AUTH_RATE_RULES,
  forgotCharges,
  knownDeviceLoginCharges,
  loginCharges,
  registerCharges,
  reserveOrRefuse,
  resetCharges,
} from './auth-rate-rules';
import { EmailVerificationService } from './email-verification.service';
import { withHasher } from './hashing';
import { KnownDevices } from './known-device';
import type { ChallengeOutcome, LoginOutcome } from './login-outcome';
import { passwordResetMail } from './password-reset-mail';
import {
  claimPasswordReset,
  findPasswordReset,
  insertPasswordReset,
  replacePassword,
  voidPasswordResets,
} from './password-resets.repository';
import { TwoFactorService } from './two-factor.service';

const MINUTE = 60_000;

export class AuthService {
  private readonly users: UsersRepository;
  private readonly devices: KnownDevices;
  /** Two-step login and email verification: built once with this service, handed to their routes. */
  readonly twoFactor: TwoFactorService;
  readonly verification: EmailVerificationService;

  constructor(private readonly deps: AuthDeps) {
    this.users = new UsersRepository(deps.database.db);
    this.twoFactor = new TwoFactorService(deps);
    this.verification = new EmailVerificationService(deps);
    this.devices = new KnownDevices(deps.config.encryptionKey, deps.config.publicUrl.startsWith('https:'));
  }

  private now(): string {
    return this.deps.clock.now().toISOString();
  }

  private hashing<T>(reservation: RateReservation, work: () => Promise<T>): Promise<T> {
    return withHasher(reservation, work);
  }

  async register(input: RegisterInput, ip: string): Promise<LoginOutcome> {
    const reservation = await reserveOrRefuse(this.deps.rateLimiter, registerCharges(ip));
    const [byEmail, byUsername] = await Promise.all([
      this.users.findByEmail(input.email),
      this.users.findByUsername(input.username),
    ]);
    if (byEmail)
      throw conflict(AUTH_MESSAGES.emailTaken, [{ field: 'email', message: AUTH_MESSAGES.emailTaken }]);
    // A username another creator gave up stays reserved for them (see username-reservations.repository.ts).
    if (
      byUsername ||
      !(await isUsernameAvailable(this.deps.database.db, input.username, null, {
        encryptionKey: this.deps.config.encryptionKey,
        now: this.deps.clock.now(),
      }))
    ) {
      throw conflict(AUTH_MESSAGES.usernameTaken, [
        { field: 'username', message: AUTH_MESSAGES.usernameTaken },
      ]);
    }
    const now = this.now();
    const passwordHash = await this.hashing(reservation, () =>
      this.deps.passwordHasher.hash(input.password, { key: `ip:${ip}` }),
    );
    try {
      // The account and its verification mail (issue 22) are written together.
      const user = await this.deps.database.db.transaction().execute(async (trx) => {
        const inserted = await new UsersRepository(trx).insert({
          username: input.username,
          email: input.email,
          password_hash: passwordHash,
          full_name: input.full_name,
          bio: '',
          profile_image: null,
          category_id: null,
          theme_primary_color: DEFAULT_THEME.primary_color,
          theme_accent_color: DEFAULT_THEME.accent_color,
          theme_background_style: DEFAULT_THEME.background_style,
          role: 'creator',
          created_at: now,
          updated_at: now,
          email_verified_at: null,
        });
        await this.verification.issue(trx, inserted);
        return inserted;
      });
      // The new page replaces a cached 'not found' for this username.
      await this.deps.pageChanges.creatorChanged(user.id);
      const token = await this.deps.sessions.create(user.id);
      return {
        payload: { token, user: presentSelf(user) },
        deviceCookie: this.devices.issue(user, undefined, this.deps.clock.now()),
      };
    } catch (error) {
      // Two registrations racing for the same email or username: the database decides.
      if (isUniqueViolation(error, 'email')) {
        throw conflict(AUTH_MESSAGES.emailTaken, [{ field: 'email', message: AUTH_MESSAGES.emailTaken }]);
      }
      if (isUniqueViolation(error, 'username')) {
        throw conflict(AUTH_MESSAGES.usernameTaken, [
          { field: 'username', message: AUTH_MESSAGES.usernameTaken },
        ]);
      }
      throw error;
    }
  }

  /** `cookies` is the request's Cookie header; the answer says which known-device cookie to set. */
  async login(
    input: LoginInput,
    ip: string,
    cookies: string | undefined,
  ): Promise<LoginOutcome | ChallengeOutcome> {
    const user = await this.users.findByEmail(input.email);
    const now = this.deps.clock.now();
    const device = user ? this.devices.recognise(cookies, user, now) : undefined;
    const charges = device ? knownDeviceLoginCharges(device.id, ip) : loginCharges(input.email, ip);
    // Counted before the hash: parallel guesses cannot all read "not yet at the limit".
    const reservation = await reserveOrRefuse(this.deps.rateLimiter, charges);
    if (!user) {
      // No hash for an email nobody has: the answer only waits as long as a recent real one took,
      // so neither timing nor the hasher's threads tell which emails exist.
      await delay(await this.hashing(reservation, () => this.deps.passwordHasher.imitationMs()));
      throw unauthorized(AUTH_MESSAGES.invalidCredentials);
    }
    const job = { key: `user:${user.id}`, priority: device !== undefined, source: ip };
    const ok = await this.hashing(reservation, () =>
      this.deps.passwordHasher.verify(input.password, user.password_hash, job),
    );
    if (!ok) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
    // The right password: this attempt is given back and this browser's failures forgotten.
    await reservation.release({ reset: [AUTH_RATE_RULES.loginAccountIp, AUTH_RATE_RULES.loginDevice] });
    // Two-step login on: the code step (two-factor.service.ts) opens the session and marks the device.
    if (await this.twoFactor.isEnabled(user.id)) {
      const challenge_token = await this.twoFactor.challenge(user.id, device?.id);
      return { payload: { two_factor_required: true, challenge_token } };
    }
    const token = await this.deps.sessions.create(user.id);
    return {
      payload: { token, user: presentSelf(user) },
      deviceCookie: this.devices.issue(user, device, now),
    };
  }

  async me(auth: AuthContext) {
    const user = await this.users.findById(auth.userId);
    if (!user) throw unauthorized();
    return user;
  }

  async forgotPassword(input: ForgotPasswordInput, ip: string): Promise<void> {
    await reserveOrRefuse(this.deps.rateLimiter, forgotCharges(input.email, ip));
    const user = await this.users.findByEmail(input.email);
    if (!user) return;
    const token = randomToken();
    const now = this.deps.clock.now();
    await insertPasswordReset(this.deps.database.db, {
      token_hash: sha256Hex(token),
      user_id: user.id,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + LIMITS.resetTokenMinutes * MINUTE).toISOString(),
      used_at: null,
    });
    const link = `${this.deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    try {
      await this.deps.mail.send(passwordResetMail(user.email, user.full_name, link));
    } catch (error) {
      // Answer as for any other email: a failure here must not reveal that the account exists.
      this.deps.log.error({ err: error }, 'password reset mail could not be sent');
    }
  }

  async resetPassword(input: ResetPasswordInput, ip: string): Promise<void> {
    const reservation = await reserveOrRefuse(this.deps.rateLimiter, resetCharges(ip));
    const db = this.deps.database.db;
    const now = this.now();
    const tokenHash = sha256Hex(input.token);
    const reset = await findPasswordReset(db, tokenHash);
    if (!reset || reset.used_at !== null || reset.expires_at <= now) {
      throw new AppError(400, AUTH_MESSAGES.resetInvalid);
    }
    const passwordHash = await this.hashing(reservation, () =>
      this.deps.passwordHasher.hash(input.password, { key: `ip:${ip}` }),
    );
    await db.transaction().execute(async (trx) => {
      // Claiming the token and changing the password commit together; a second use finds it taken.
      if (!(await claimPasswordReset(trx, tokenHash, now)))
        throw new AppError(400, AUTH_MESSAGES.resetInvalid);
      await voidPasswordResets(trx, reset.user_id, now);
      await replacePassword(trx, reset.user_id, passwordHash, now);
    });
  }
}
