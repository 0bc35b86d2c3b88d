import { EVENT_TABS } from '@enlaza/shared/public';
import type { PurgeTarget } from './page-cache-port';

/** The shared lists across creators that show a creator's card (landing, featured page and API). */
const FEATURED_PATHS = ['/', '/creadores-destacados', '/api/stats/featured-creators'] as const;

/** Usernames are `[a-z0-9-]+` (USERNAME_PATTERN); anything else never reaches a cache key of ours. */
const SAFE_NAME = /^[a-z0-9-]+$/;

function names(target: PurgeTarget): string[] {
  return [...new Set(target.usernames.map((u) => u.toLowerCase()).filter((u) => SAFE_NAME.test(u)))];
}

function rowIds(list: readonly number[] | undefined): number[] {
  return [...new Set((list ?? []).filter((id) => Number.isSafeInteger(id) && id > 0))];
}

function ids(target: PurgeTarget): number[] {
  return rowIds(target.eventIds);
}

/**
 * Every URL path (with query where the pages use one) that shows the creator, for caches purged URL
 * by URL (Cloudflare, PURGE). Share cards are content-addressed (`/og/…/{hash}.png`): their old
 * addresses are not listed here; `creatorPrefixes` names their folders for caches that purge those.
 */
export function creatorPaths(target: PurgeTarget): string[] {
  const paths: string[] = [];
  for (const u of names(target)) {
    paths.push(`/u/${u}`, `/u/${u}/events`, ...EVENT_TABS.map((tab) => `/u/${u}/events?tab=${tab}`));
    paths.push(
      `/u/${u}/apoyos`,
      `/api/public/${u}`,
      `/api/public/${u}/events`,
      `/api/public/${u}/supporters`,
    );
    for (const id of ids(target)) paths.push(`/e/${u}/${id}`, `/e/${u}/${id}/aportar`);
    // The posts' list (its first page: later pages age out) and the posts that changed (issue 35).
    paths.push(`/u/${u}/novedades`, ...rowIds(target.postIds).map((id) => `/u/${u}/novedades/${id}`));
    // Their feed and public API reads (issue 35, second slice).
    paths.push(`/u/${u}/novedades.rss`, `/api/public/${u}/posts`);
    paths.push(...rowIds(target.postIds).map((id) => `/api/public/${u}/posts/${id}`));
  }
  for (const id of ids(target)) paths.push(`/api/public/events/${id}`);
  if (ids(target).length > 0) paths.push('/api/public/events');
  if (target.featured) paths.push(...FEATURED_PATHS);
  return paths;
}

/** The share cards' folders (their files are named by the hash of what they show). */
export function creatorPrefixes(target: PurgeTarget): string[] {
  return [...names(target).map((u) => `/og/u/${u}/`), ...ids(target).map((id) => `/og/e/${id}/`)];
}

/**
 * One regular expression (PCRE, as Varnish's `~` reads it) matching the path and query of every
 * answer that shows the creator: their pages with any query (`?tab=`), their events' pages and
 * cards, the public API reads about them, the list of all events when they have any, and the
 * featured lists when `featured`. Case-insensitive, as usernames in URLs are.
 */
export function creatorBanPattern(target: PurgeTarget): string | null {
  const alternatives: string[] = [];
  const us = names(target);
  const es = ids(target);
  if (us.length > 0) {
    const u = `(${us.join('|')})`;
    alternatives.push(`/u/${u}([/?]|$)`, `/e/${u}/`, `/og/u/${u}/`, `/api/public/${u}([/?]|$)`);
  }
  if (es.length > 0) {
    const e = `(${es.join('|')})`;
    alternatives.push(`/og/e/${e}/`, `/api/public/events/${e}([/?]|$)`, '/api/public/events([?]|$)');
  }
  if (target.featured) {
    alternatives.push('/([?]|$)', '/creadores-destacados([/?]|$)', '/api/stats/featured-creators([?]|$)');
  }
  if (alternatives.length === 0) return null;
  return `(?i)^(${alternatives.join('|')})`;
}
