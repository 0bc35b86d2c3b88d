import { PROFILE_MESSAGES, profileSchema, type ThemeChoices } from '@enlaza/shared/profile';
import {
  changeUsername,
  type DeletedNameCheck,
  isUsernameAvailable,
} from '../../accounts/username-reservations.repository';
import { type UserRow, UsersRepository } from '../../accounts/users.repository';
import { logActivity } from '../../db/activity-log.repository';
import { isUniqueViolation } from '../../db/unique-violation';
import { type AppError, conflict, fieldError, tooManyRequests, unauthorized } from '../../http/errors';
import { checkMerged } from '../../http/request-validation';
import { categoryExists, updateProfile } from './profile.repository';
import type { ProfileDeps } from './profile-deps';

const DAY = 86_400_000;
const USERNAME_CHANGES_PER_DAY = 5;

function usernameTaken(): AppError {
  return conflict(PROFILE_MESSAGES.usernameTaken, [
    { field: 'username', message: PROFILE_MESSAGES.usernameTaken },
  ]);
}

/** The columns a theme sets; a font or button style left out keeps the stored one. */
function themeColumns(theme: ThemeChoices) {
  return {
    theme_primary_color: theme.primary_color,
    theme_accent_color: theme.accent_color,
    theme_background_style: theme.background_style,
    ...(theme.font === undefined ? {} : { theme_font: theme.font }),
    ...(theme.button_style === undefined ? {} : { theme_button_style: theme.button_style }),
  };
}

/** Whether saving these theme columns changes what the creator had. */
function themeChanged(user: UserRow, next: ReturnType<typeof themeColumns>): boolean {
  return (Object.keys(next) as Array<keyof typeof next>).some((key) => user[key] !== next[key]);
}

/** The creator's own profile: basic data, username and theme. */
export class ProfileService {
  private readonly users: UsersRepository;

  constructor(private readonly deps: ProfileDeps) {
    this.users = new UsersRepository(deps.database.db);
  }

  private deletedNames(): DeletedNameCheck {
    return { encryptionKey: this.deps.config.encryptionKey, now: this.deps.clock.now() };
  }

  private async current(userId: number): Promise<UserRow> {
    const user = await this.users.findById(userId);
    if (!user) throw unauthorized();
    return user;
  }

  /**
   * PUT /users/profile. Fields left out keep their stored value; the result is checked as a whole
   * with the same schema as the form.
   */
  async update(userId: number, given: Record<string, unknown>): Promise<UserRow> {
    const user = await this.current(userId);
    const merged: Record<string, unknown> = {
      full_name: user.full_name,
      username: user.username,
      bio: user.bio,
      category_id: user.category_id,
      sensitive_content: user.sensitive_content === 1,
    };
    for (const [key, value] of Object.entries(given)) if (value !== undefined) merged[key] = value;
    const input = checkMerged(profileSchema, merged);

    const db = this.deps.database.db;
    if (input.category_id !== null) {
      if (!(await categoryExists(db, input.category_id)))
        throw fieldError('category_id', PROFILE_MESSAGES.categoryInvalid);
    }

    const renaming = input.username !== user.username;
    if (renaming) {
      if (!(await isUsernameAvailable(db, input.username, userId, this.deletedNames())))
        throw usernameTaken();
      const allowed = await this.deps.rateLimiter.take(
        `username-change:${userId}`,
        USERNAME_CHANGES_PER_DAY,
        DAY,
      );
      if (!allowed) throw tooManyRequests(PROFILE_MESSAGES.usernameChangesExceeded);
    }

    const now = this.deps.clock.now().toISOString();
    try {
      await db.transaction().execute(async (trx) => {
        if (renaming) {
          // Checked again inside the transaction: another creator may have moved in meanwhile.
          if (!(await isUsernameAvailable(trx, input.username, userId, this.deletedNames())))
            throw usernameTaken();
          await changeUsername(trx, userId, user.username, input.username, now);
        }
        await updateProfile(trx, userId, {
          full_name: input.full_name,
          bio: input.bio,
          category_id: input.category_id,
          ...(input.theme ? themeColumns(input.theme) : {}),
          ...(input.sensitive_content === undefined
            ? {}
            : { sensitive_content: input.sensitive_content ? 1 : 0 }),
          updated_at: now,
        });
        await logActivity(trx, { userId, kind: 'profile_updated', at: now });
        if (input.theme && themeChanged(user, themeColumns(input.theme))) {
          await logActivity(trx, { userId, kind: 'theme_updated', at: now });
        }
      });
    } catch (error) {
      if (isUniqueViolation(error, 'username')) throw usernameTaken();
      throw error;
    }
    // The name, bio, category or adults-only flag move the featured lists; a new username is
    // looked up with the old ones (username_history) for the purge.
    await this.deps.pageChanges.creatorChanged(userId, { featured: true });
    return this.current(userId);
  }

  /** PUT /users/profile/theme. */
  async updateTheme(userId: number, theme: ThemeChoices): Promise<UserRow> {
    await this.current(userId);
    const now = this.deps.clock.now().toISOString();
    await this.deps.database.db.transaction().execute(async (trx) => {
      await updateProfile(trx, userId, { ...themeColumns(theme), updated_at: now });
      await logActivity(trx, { userId, kind: 'theme_updated', at: now });
    });
    await this.deps.pageChanges.creatorChanged(userId);
    return this.current(userId);
  }
}
