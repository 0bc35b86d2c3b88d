import type { SessionUser } from '@enlaza/shared/auth';
import type { Theme } from '@enlaza/shared/theme';
import type { Selectable } from 'kysely';
import type { UsersTable } from '../db/schema';
import { presentThemeRow } from './theme.presenter';

type UserRow = Selectable<UsersTable>;

export function presentTheme(row: UserRow): Theme {
  return presentThemeRow(row);
}

/** The creator as shown to themselves. Never includes the password hash. */
export function presentSelf(row: UserRow): SessionUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    full_name: row.full_name,
    bio: row.bio,
    profile_image: row.profile_image,
    category_id: row.category_id,
    theme: presentTheme(row),
    role: row.role === 'admin' ? 'admin' : 'creator',
    created_at: row.created_at,
    sensitive_content: row.sensitive_content === 1,
    email_verified: row.email_verified_at !== null,
    suspension:
      row.suspended_at == null
        ? null
        : { suspended_at: row.suspended_at, reason: row.suspension_reason ?? '' },
  };
}
