import { createHash } from 'node:crypto';
import type { UserRow } from '../../src/accounts/users.repository';
import type { HashJob } from '../../src/lib/password-hasher';

/** The password hasher's contract without scrypt: a hash that verifies only its own password. */
export class FakePasswordHasher {
  readonly verified: { job: HashJob | undefined; ok: boolean }[] = [];

  async hash(password: string): Promise<string> {
    return `fake-sha256$${createHash('sha256').update(password).digest('hex')}`;
  }

  async verify(password: string, stored: string, job?: HashJob): Promise<boolean> {
    const ok = (await this.hash(password)) === stored;
    this.verified.push({ job, ok });
    return ok;
  }
}

const hasher = new FakePasswordHasher();

/** A creator's users row with the defaults a fresh account has; the password is hashed by FakePasswordHasher. */
export async function fakeUser(
  overrides: Partial<UserRow> & { id: number; password?: string },
): Promise<UserRow> {
  const { password = 'clave-segura-123', ...rest } = overrides;
  const at = '2026-11-01T12:00:00.000Z';
  return {
    username: `creador${rest.id}`,
    email: `creador${rest.id}@example.com`,
    password_hash: await hasher.hash(password),
    full_name: `Creador ${rest.id}`,
    bio: '',
    profile_image: null,
    category_id: null,
    theme_primary_color: '#7c3aed',
    theme_accent_color: '#f59e0b',
    theme_background_style: 'solid',
    theme_font: 'system',
    theme_button_style: 'rounded',
    background_image: null,
    background_light: null,
    background_dark: null,
    background_image_small: null,
    role: 'creator',
    created_at: at,
    updated_at: at,
    show_amounts: 1,
    blocked_words: '',
    donation_alerts: 'each',
    deleted_at: null,
    sensitive_content: 0,
    email_verified_at: at,
    suspended_at: null,
    suspension_reason: null,
    fan_signup_enabled: 0,
    ...rest,
  };
}

/** The users rows a service reads (UsersRepository's findById), in memory. */
export class FakeUsers {
  readonly rows: UserRow[] = [];

  async add(overrides: Parameters<typeof fakeUser>[0]): Promise<UserRow> {
    const row = await fakeUser(overrides);
    this.rows.push(row);
    return row;
  }

  async findById(id: number): Promise<UserRow | undefined> {
    const row = this.rows.find((r) => r.id === id);
    return row && { ...row };
  }
}

/** The session store's side a login uses: a new opaque token per session, remembered with its account. */
export class FakeSessions {
  readonly opened: { token: string; userId: number }[] = [];

  async create(userId: number): Promise<string> {
    const token = `session-${this.opened.length + 1}-${userId}`;
    this.opened.push({ token, userId });
    return token;
  }
}
