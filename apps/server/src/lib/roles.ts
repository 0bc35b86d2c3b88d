import { ADMIN_ROLE } from '@enlaza/shared/admin';

/** Spec 01 §6: a permission check passes for the requested role, or for an admin. */
export function hasRole(userRole: string, requested: string): boolean {
  return userRole === requested || userRole === ADMIN_ROLE;
}
