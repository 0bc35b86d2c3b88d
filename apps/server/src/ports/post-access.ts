import type { PostAccessAskValues, PublicPost } from '@enlaza/shared/posts';

/**
 * Monthly supporters reading a creator's gated posts without a password (issue 35): ask for a
 * mailed one-use link, use it (a cookie for this creator only), read while the subscription stays
 * active. Offered by posts; the pages and the public API take it.
 */
export interface PostAccess {
  /** Mails a link only to an active supporter (at the post's tier); the asker learns nothing. 429 when over the limit. */
  ask(
    creator: { id: number; full_name: string; username: string },
    input: PostAccessAskValues,
    ip: string,
  ): Promise<void>;
  /** Whether the link still works (opening it uses nothing: mail scanners open links). */
  openLink(creatorId: number, token: string): Promise<boolean>;
  /** Uses the link once: the cookie's value and the post it was asked from; null when it no longer works. */
  redeemLink(
    creatorId: number,
    token: string,
    ip: string,
  ): Promise<{ cookie: string; postId: number | null } | null>;
  /** The gated post for the browser holding `cookie` while its subscription is active; else null. */
  read(creatorId: number, postId: number, cookie: string | null): Promise<PublicPost | null>;
}
