import type { PublicProfile } from '../public/contract';
import type { PublicPost } from './schema';

/** A published post for monthly supporters as everyone sees it: never its body. */
export interface LockedPost {
  id: number;
  title: string;
  published_at: string;
  /** The creator's open tiers that include it (all of them, or from the post's tier up). */
  tier_names: string[];
  /** 'Suscribirme': the cheapest of those tiers (its page `/u/{u}/mensual/{id}`); null when none is open. */
  subscribe_tier_id: number | null;
}

/** One entry of the public list: a public post whole, or a supporters' post locked. */
export type PostListEntry = { kind: 'public'; post: PublicPost } | { kind: 'locked'; post: LockedPost };

/** Where a gated post's 'Ya aporto: recibir enlace de acceso' form stands. */
export interface AccessAsk {
  email: string;
  status: 'idle' | 'sent' | 'invalid' | 'too-many';
}

/**
 * The public pages of posts, rendered on the server only (no script): `/u/{u}/novedades` lists
 * published public posts whole and supporters' posts locked, newest first, by pages, with the fans'
 * sign-up form when the creator has it on; `/u/{u}/novedades/{id}` shows one (a supporters' post
 * only to a browser whose access cookie belongs to an active subscription: `private, no-store`).
 * Fans-only posts are never part of either.
 */
export type PostsPage = {
  kind: 'posts';
  creator: Pick<PublicProfile, 'full_name' | 'username' | 'profile_image' | 'theme'>;
} & (
  | { view: 'list'; entries: PostListEntry[]; page: number; has_more: boolean; signup: boolean }
  | { view: 'one'; post: PublicPost }
  | { view: 'locked'; post: LockedPost; ask: AccessAsk }
  /** What a mailed access link opens: one button that uses it (mail scanners open links). */
  | { view: 'access'; token: string }
  | { view: 'access-invalid' }
  /** No published public or supporters' post of this creator has that id (404). */
  | { view: 'missing' }
);
