import { createHash } from 'node:crypto';
import {
  formatEventDate,
  PUBLIC_MESSAGES,
  type PublicEvent,
  type PublicEventOwner,
  type PublicProfile,
} from '@enlaza/shared/public';
import type { Theme } from '@enlaza/shared/theme';
import { resolveTheme } from '@enlaza/shared/theme';

/** Bump when the card's drawing changes, so every card gets a new address. */
const CARD_VERSION = 2;

export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

interface CardPerson {
  name: string;
  username: string;
  /** The stored avatar URL ('/uploads/…'): part of the hash, its bytes are read when drawing. */
  avatarUrl: string | null;
  /** With its background image (drawn from the phone file, under the page's veil) when it has one. */
  theme: Theme;
}

/** The page's theme on its card: a page for adults only shows no background image there (issue 22). */
function cardTheme(theme: unknown, sensitive: boolean): Theme {
  const resolved = resolveTheme(theme);
  return sensitive
    ? { ...resolved, background_url: null, background_small_url: null, background_overlay: 0 }
    : resolved;
}

/** Everything a share card shows: its hash is the card's identity. */
export type ShareCardContent =
  | (CardPerson & {
      kind: 'profile';
      goal: { title: string; raised: number; target: number } | null;
    })
  | (CardPerson & { kind: 'event'; title: string; when: string; where: string });

export function profileCard(profile: PublicProfile): ShareCardContent {
  const goal = profile.goals[0];
  return {
    kind: 'profile',
    name: profile.full_name,
    username: profile.username,
    // A page for adults only shows no face on its card (issue 22).
    avatarUrl: profile.sensitive_content ? null : profile.profile_image,
    theme: cardTheme(profile.theme, profile.sensitive_content),
    goal: goal ? { title: goal.title, raised: goal.current_amount, target: goal.target_amount } : null,
  };
}

export function eventCard(event: PublicEvent & { user: PublicEventOwner }): ShareCardContent {
  return {
    kind: 'event',
    name: event.user.full_name,
    username: event.user.username,
    avatarUrl: event.user.profile_image,
    // An event page wears its organiser's theme (an adult page's comes without its image: public.service.ts).
    theme: resolveTheme(event.user.theme),
    title: event.title,
    when: formatEventDate(event.event_date, event.event_time),
    where: event.is_online ? PUBLIC_MESSAGES.online : (event.location ?? ''),
  };
}

/** 16 hex characters of the content's sha256: a new goal amount, name or date is a new card. */
export function shareCardHash(content: ShareCardContent): string {
  return createHash('sha256')
    .update(JSON.stringify({ v: CARD_VERSION, content }))
    .digest('hex')
    .slice(0, 16);
}

export const shareCardPaths = {
  profile: (username: string, hash: string) => `/og/u/${encodeURIComponent(username)}/${hash}.png`,
  event: (eventId: number, hash: string) => `/og/e/${eventId}/${hash}.png`,
};

/** The card's address for a page: the meta tags point here, so a change of content is a new URL. */
export function shareCardUrl(publicUrl: string, content: ShareCardContent, eventId?: number): string {
  const hash = shareCardHash(content);
  return `${publicUrl}${eventId === undefined ? shareCardPaths.profile(content.username, hash) : shareCardPaths.event(eventId, hash)}`;
}
