import type { ProfileInput } from '@enlaza/shared/profile';
import type { SessionUser } from '@enlaza/shared/user';
import { api } from '../../../lib/api-client';

type UserEnvelope = { data?: { user?: SessionUser }; user?: SessionUser } | null;

/** The user of `{data:{user}}` or `{user}` (spec 01 §3), or null. */
export function userFromResponse(res: UserEnvelope): SessionUser | null {
  return res?.data?.user ?? res?.user ?? null;
}

/** PUT /users/profile {full_name, bio, username, category_id} → the saved creator. */
export async function updateProfile(input: ProfileInput): Promise<SessionUser | null> {
  return userFromResponse(await api.put<UserEnvelope>('/users/profile', input));
}
