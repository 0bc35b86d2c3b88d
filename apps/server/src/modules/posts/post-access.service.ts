import {
  POST_ACCESS_LINK_MINUTES,
  POST_ACCESS_TEXTS,
  type PostAccessAskValues,
  type PublicPost,
} from '@enlaza/shared/posts';
import { enqueueMail } from '../../db/mail-queue.repository';
import { RetryLaterError } from '../../http/errors';
import { deriveKey, encrypt, keyedHashHex, randomToken } from '../../lib/crypto';
import { postAccessSealKey } from '../../lib/post-access-links';
import { isRefused, type RateRule } from '../../lib/rate-limiter';
import { presentPublicPost } from './post.presenter';
import {
  accessSubscription,
  insertAccessLink,
  openAccessLink,
  redeemAccessLink,
} from './post-access.repository';
import { publishedPostFor } from './posts.repository';
import type { PostAccessDeps } from './posts-deps';

/** Asking for a link: per address of the asker and per typed address (nobody floods an inbox). */
export const ACCESS_RATE_RULES = {
  ip: { name: 'post-access-ip', points: 20, durationSeconds: 15 * 60 },
  email: { name: 'post-access-email', points: 5, durationSeconds: 60 * 60 },
  /** Using a link (guessing is hopeless, still bounded). */
  token: { name: 'post-access-token-ip', points: 60, durationSeconds: 15 * 60 },
} satisfies Record<string, RateRule>;

type Creator = { id: number; full_name: string; username: string };

/**
 * Supporters' access to gated posts without a password (issue 35). Asking always ends the same for
 * the asker; only an address with an active subscription to this creator (at the post's tier) is
 * mailed a one-use link valid 30 minutes, queued in the same transaction as the link's row. Using the
 * link sets a cookie bound to this creator and that subscription; each read checks the subscription
 * again, so a paused or cancelled one loses access at once. Tokens and cookies are stored as keyed
 * hashes only; the link is sealed in the mail's payload until it is sent.
 */
export class PostAccessService {
  private readonly linkKey: Buffer;
  private readonly sessionKey: Buffer;
  private readonly emailKey: Buffer;
  private readonly sealKey: Buffer;

  constructor(private readonly deps: PostAccessDeps) {
    const key = deps.config.encryptionKey;
    this.linkKey = deriveKey(key, 'enlaza post access link');
    this.sessionKey = deriveKey(key, 'enlaza post access cookie');
    this.emailKey = deriveKey(key, 'enlaza post access email');
    this.sealKey = postAccessSealKey(key);
  }

  private get db() {
    return this.deps.database.db;
  }

  private nowIso(): string {
    return this.deps.clock.now().toISOString();
  }

  private async charge(rule: RateRule, key: string): Promise<void> {
    const outcome = await this.deps.rateLimiter.reserve([{ rule, key }]);
    if (isRefused(outcome))
      throw new RetryLaterError(429, POST_ACCESS_TEXTS.tooMany, outcome.retryAfterSeconds);
  }

  /** 'Ya aporto: recibir enlace de acceso'. Throws only 429; the caller answers the same sentence. */
  async ask(creator: Creator, input: PostAccessAskValues, ip: string): Promise<void> {
    await this.charge(ACCESS_RATE_RULES.ip, ip);
    await this.charge(ACCESS_RATE_RULES.email, keyedHashHex(this.emailKey, input.email));
    let minTierId: number | null = null;
    if (input.post_id !== undefined) {
      const post = await publishedPostFor(this.db, creator.id, input.post_id, 'monthly');
      if (!post) return;
      minTierId = post.min_tier_id;
    }
    const subscription = await this.deps.supporters.activeSubscription(creator.id, input.email, minTierId);
    if (!subscription) return;
    const token = randomToken();
    const tokenHash = keyedHashHex(this.linkKey, token);
    const now = this.deps.clock.now();
    const expires = new Date(now.getTime() + POST_ACCESS_LINK_MINUTES * 60_000).toISOString();
    await this.db.transaction().execute(async (trx) => {
      await insertAccessLink(trx, {
        user_id: creator.id,
        subscription_id: subscription,
        post_id: input.post_id ?? null,
        token_hash: tokenHash,
        session_hash: null,
        expires_at: expires,
        used_at: null,
        created_at: now.toISOString(),
      });
      await enqueueMail(
        trx,
        {
          kind: 'post_access',
          recipient: input.email,
          userId: creator.id,
          donationId: null,
          dedupeKey: `post_access:${tokenHash}`,
          payload: {
            creator_name: creator.full_name,
            creator_username: creator.username,
            sealed_token: encrypt(token, this.sealKey),
          },
        },
        now.toISOString(),
      );
    });
  }

  private linkHash(token: string): string | null {
    if (!token || token.length > 200) return null;
    return keyedHashHex(this.linkKey, token);
  }

  /** What the link's page shows: whether it still works (opening it uses nothing). */
  async openLink(creatorId: number, token: string): Promise<boolean> {
    const hash = this.linkHash(token);
    return hash !== null && openAccessLink(this.db, creatorId, hash, this.nowIso());
  }

  /** Uses the link once: the new cookie's value and the post it was asked from, or null. */
  async redeemLink(
    creatorId: number,
    token: string,
    ip: string,
  ): Promise<{ cookie: string; postId: number | null } | null> {
    await this.charge(ACCESS_RATE_RULES.token, ip);
    const hash = this.linkHash(token);
    if (!hash) return null;
    const cookie = randomToken();
    const used = await redeemAccessLink(
      this.db,
      creatorId,
      hash,
      keyedHashHex(this.sessionKey, cookie),
      this.nowIso(),
    );
    return used ? { cookie, postId: used.post_id } : null;
  }

  /**
   * A gated post of this creator for the browser holding `cookie`: its body only while the cookie's
   * subscription to this creator is active at the post's tier; else null.
   */
  async read(creatorId: number, postId: number, cookie: string | null): Promise<PublicPost | null> {
    if (!cookie || cookie.length > 200) return null;
    const subscription = await accessSubscription(this.db, creatorId, keyedHashHex(this.sessionKey, cookie));
    if (!subscription) return null;
    const post = await publishedPostFor(this.db, creatorId, postId, 'monthly');
    if (!post) return null;
    const active = await this.deps.supporters.stillActive(creatorId, subscription, post.min_tier_id);
    return active ? presentPublicPost(post) : null;
  }
}
