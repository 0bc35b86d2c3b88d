import { LIMITS, USERNAME_PATTERN } from '@enlaza/shared/limits';

/** A username as it may appear in a URL ('Demo' finds 'demo'), or null when it cannot name anyone. */
export function normalizeUsername(raw: string): string | null {
  const username = raw.toLowerCase();
  return username.length <= LIMITS.usernameMax && USERNAME_PATTERN.test(username) ? username : null;
}
