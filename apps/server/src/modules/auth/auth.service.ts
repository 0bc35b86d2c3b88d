import type {
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
} from '@enlaza/shared/auth-schemas';
import { AUTH_MESSAGES } from '@enlaza/shared/auth-schemas';
import { LIMITS } from '@enlaza/shared/limits';
import { DEFAULT_THEME } from '@enlaza/shared/theme';
import type { AuthPayload } from '@enlaza/shared/user';
import type { AppDeps } from '../../app-deps';
import { AppError, conflict, tooManyRequests, unauthorized } from '../../http/errors';
import { hashPassword, randomToken, sha256Hex, verifyPassword } from '../../lib/crypto';
import { presentSelf } from '../users/user.presenter';
import { isUsernameAvailable } from '../users/username-reservations';
import { isUniqueViolation, UsersRepository } from '../users/users.repository';
import { passwordResetMail } from './password-reset-mail';
import type { AuthContext } from './sessions';

const MINUTE = 60_000;

export class AuthService {
  private readonly users: UsersRepository;
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly deps: AppDeps) {
    this.users = new UsersRepository(deps.database.db);
  }

  private now(): string {
    return this.deps.clock.now().toISOString();
  }

  async register(input: RegisterInput, ip: string): Promise<AuthPayload> {
    if (!(await this.deps.rateLimiter.take(`register:${ip}`, 30, 60 * MINUTE))) throw tooManyRequests();
    const [byEmail, byUsername] = await Promise.all([
      this.users.findByEmail(input.email),
      this.users.findByUsername(input.username),
    ]);
    if (byEmail)
      throw conflict(AUTH_MESSAGES.emailTaken, [{ field: 'email', message: AUTH_MESSAGES.emailTaken }]);
    // A username another creator gave up stays reserved for them (see username-reservations.ts).
    if (byUsername || !(await isUsernameAvailable(this.deps.database.db, input.username, null))) {
      throw conflict(AUTH_MESSAGES.usernameTaken, [
        { field: 'username', message: AUTH_MESSAGES.usernameTaken },
      ]);
    }
    const now = this.now();
    const passwordHash = await hashPassword(input.password, this.deps.config.passwordHashCost);
    try {
      const user = await this.users.insert({
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
      });
      const token = await this.deps.sessions.create(user.id);
      return { token, user: presentSelf(user) };
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

  async login(input: LoginInput, ip: string): Promise<AuthPayload> {
    const bucket = `login-fail:${sha256Hex(`${input.email}|${ip}`)}`;
    const failures = await this.deps.rateLimiter.count(bucket, MINUTE);
    if (failures >= LIMITS.failedLoginsPerMinute) throw tooManyRequests(AUTH_MESSAGES.tooManyLogins);
    const user = await this.users.findByEmail(input.email);
    // An unknown email still pays for one hash, so timing does not reveal which emails exist.
    this.dummyHash ??= hashPassword('dummy-password', this.deps.config.passwordHashCost);
    const ok = user
      ? await verifyPassword(input.password, user.password_hash)
      : await verifyPassword(input.password, await this.dummyHash).then(() => false);
    if (!user || !ok) {
      await this.deps.rateLimiter.record(bucket);
      throw unauthorized(AUTH_MESSAGES.invalidCredentials);
    }
    await this.deps.rateLimiter.clear(bucket);
    const token = await this.deps.sessions.create(user.id);
    return { token, user: presentSelf(user) };
  }

  async me(auth: AuthContext) {
    const user = await this.users.findById(auth.userId);
    if (!user) throw unauthorized();
    return user;
  }

  async forgotPassword(input: ForgotPasswordInput, ip: string): Promise<void> {
    const allowed =
      (await this.deps.rateLimiter.take(`forgot-ip:${ip}`, 20, 15 * MINUTE)) &&
      (await this.deps.rateLimiter.take(`forgot-email:${sha256Hex(input.email)}`, 5, 15 * MINUTE));
    if (!allowed) throw tooManyRequests();
    const user = await this.users.findByEmail(input.email);
    if (!user) return;
    const token = randomToken();
    const now = this.deps.clock.now();
    await this.deps.database.db
      .insertInto('password_resets')
      .values({
        token_hash: sha256Hex(token),
        user_id: user.id,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + LIMITS.resetTokenMinutes * MINUTE).toISOString(),
        used_at: null,
      })
      .execute();
    const link = `${this.deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    try {
      await this.deps.mail.send(passwordResetMail(user.email, user.full_name, link));
    } catch (error) {
      // Answer as for any other email: a failure here must not reveal that the account exists.
      this.deps.log.error({ err: error }, 'password reset mail could not be sent');
    }
  }

  async resetPassword(input: ResetPasswordInput, ip: string): Promise<void> {
    if (!(await this.deps.rateLimiter.take(`reset-ip:${ip}`, 30, 15 * MINUTE))) throw tooManyRequests();
    const db = this.deps.database.db;
    const now = this.now();
    const tokenHash = sha256Hex(input.token);
    const reset = await db
      .selectFrom('password_resets')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!reset || reset.used_at !== null || reset.expires_at <= now) {
      throw new AppError(400, AUTH_MESSAGES.resetInvalid);
    }
    const passwordHash = await hashPassword(input.password, this.deps.config.passwordHashCost);
    await db.transaction().execute(async (trx) => {
      // Claiming the token and changing the password commit together; a second use finds it taken.
      const claimed = await trx
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw new AppError(400, AUTH_MESSAGES.resetInvalid);
      await trx
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('user_id', '=', reset.user_id)
        .where('used_at', 'is', null)
        .execute();
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('id', '=', reset.user_id)
        .execute();
      await trx.deleteFrom('sessions').where('user_id', '=', reset.user_id).execute();
    });
  }
}
