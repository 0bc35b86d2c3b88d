import {
  ADULT_CONFIRM_PATH,
  ADULT_COOKIE,
  ADULT_COOKIE_MAX_AGE_SECONDS,
  type AdultGatePage,
  hasAdultCookie,
  type PublicProfile,
} from '@enlaza/shared/public';
import type { FastifyRequest } from 'fastify';

export { ADULT_CONFIRM_PATH };

/** Whether this visitor already said they are 18 or older (the cookie, kept a year). */
export function confirmedAdult(request: FastifyRequest): boolean {
  return hasAdultCookie(request.headers.cookie);
}

/** The interstitial in front of a page for adults only; `next` is where the visitor was going. */
export function adultGate(profile: Pick<PublicProfile, 'username' | 'theme'>, next: string): AdultGatePage {
  return {
    kind: 'adult-gate',
    creator: { username: profile.username, theme: profile.theme },
    action: ADULT_CONFIRM_PATH,
    next,
  };
}

/** A public page of ours to go back to: /u/… or /e/…, never another site. */
export function safeNext(value: string | null): string {
  if (value && /^\/(u|e)\/[^/\\]/.test(value) && !value.includes('//')) return value;
  return '/';
}

/** The Set-Cookie that remembers the answer for one year. */
export function adultCookie(secure: boolean): string {
  return `${ADULT_COOKIE}=1; Max-Age=${ADULT_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
