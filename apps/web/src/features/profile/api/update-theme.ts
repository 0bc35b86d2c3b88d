import type { ThemeInput } from '@enlaza/shared/profile';
import type { SessionUser } from '@enlaza/shared/user';
import { api } from '../../../lib/api-client';
import { userFromResponse } from './update-profile';

/** PUT /users/profile/theme {primary_color, accent_color, background_style} → the saved creator. */
export async function updateTheme(input: ThemeInput): Promise<SessionUser | null> {
  return userFromResponse(
    await api.put<{ data?: { user?: SessionUser }; user?: SessionUser } | null>(
      '/users/profile/theme',
      input,
    ),
  );
}
