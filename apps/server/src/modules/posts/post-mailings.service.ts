import { argentinaToday } from '@enlaza/shared/events';
import { POST_MAILS_PER_DAY, POST_PATHS } from '@enlaza/shared/posts';
import type { MailPayloads } from '../../db/mail-queue.repository';
import { deriveKey, encrypt, keyedHashHex, safeEqual } from '../../lib/crypto';
import { creatorMailAddressKey, mailAddressKey } from '../../lib/mail-address-key';
import { postMailOptOutLink, postMailSealKey } from '../../lib/post-mail-links';
import { argentinaDayBounds } from './mailing-day';
import { renderPostBody } from './post-body';
import {
  bouncedKeys,
  insertOptOut,
  mailingsQueuedBetween,
  markMailing,
  optedOutKeys,
  optOutCreator,
  type PostToMail,
  postsToMail,
  queuePostMail,
} from './post-mailings.repository';
import type { PostMailingsDeps } from './posts-deps';

/** Posts whose mailing one round decides. */
const ROUND = 20;

interface Recipient {
  email: string;
  reason: MailPayloads['post_mail']['reason'];
  unsubscribeUrl: string;
}

/**
 * Mailing posts (issue 35). A published post with `send_email` is handed to the mail queue by the
 * scheduled-posts job's round, never by the request: its audience (a public post: fans and monthly
 * supporters; 'fans'; 'monthly' from its tier up) minus bounced addresses and supporters who left,
 * one mail each with its own unsubscribe link, all in one transaction with the post's mailing
 * marked 'queued'. Over the creator's daily cap (3 an Argentine day) it is marked 'limit' instead.
 */
export class PostMailingsService {
  private readonly sealKey: Buffer;
  private readonly optOutMacKey: Buffer;

  constructor(readonly deps: PostMailingsDeps) {
    this.sealKey = postMailSealKey(deps.config.encryptionKey);
    this.optOutMacKey = deriveKey(deps.config.encryptionKey, 'enlaza post mail opt-out');
  }

  private get db() {
    return this.deps.database.db;
  }

  /** One round: decides the mailing of the posts waiting for one; answers how many were queued. */
  async queueDue(): Promise<number> {
    let queued = 0;
    for (const post of await postsToMail(this.db, ROUND)) {
      if (await this.queue(post)) queued += 1;
    }
    return queued;
  }

  private async queue(post: PostToMail): Promise<boolean> {
    const now = this.deps.clock.now();
    const { from, to } = argentinaDayBounds(argentinaToday(now));
    const recipients = await this.recipients(post);
    const at = now.toISOString();
    return this.deps.database.db.transaction().execute(async (trx) => {
      const done = await mailingsQueuedBetween(trx, post.user_id, from, to);
      if (done >= POST_MAILS_PER_DAY) {
        await markMailing(trx, post.id, 'limit', 0, at);
        return false;
      }
      if (!(await markMailing(trx, post.id, 'queued', recipients.length, at))) return false;
      const bodyHtml = renderPostBody(post.body);
      const pagePath =
        post.audience_kind === 'public' ? POST_PATHS.one(post.username, post.id) : `/u/${post.username}`;
      for (const recipient of recipients) {
        await queuePostMail(
          trx,
          {
            kind: 'post_mail',
            recipient: recipient.email,
            userId: post.user_id,
            donationId: null,
            postId: post.id,
            dedupeKey: `post_mail:${post.id}:${mailAddressKey(this.deps.config.encryptionKey, recipient.email)}`,
            payload: {
              creator_name: post.full_name,
              title: post.title,
              body_html: bodyHtml,
              page_path: pagePath,
              reason: recipient.reason,
              sealed_unsubscribe: encrypt(recipient.unsubscribeUrl, this.sealKey),
            },
          },
          at,
        );
      }
      return true;
    });
  }

  /** Who the post goes to, once per address (a fan's own link first), without bounced or departed ones. */
  private async recipients(post: PostToMail): Promise<Recipient[]> {
    const byAddress = new Map<string, Recipient>();
    if (post.audience_kind !== 'monthly') {
      for (const fan of await this.deps.fans.confirmed(post.user_id)) {
        byAddress.set(fan.email.toLowerCase(), { ...fan, reason: 'fan' });
      }
    }
    if (post.audience_kind !== 'fans') {
      const minTier = post.audience_kind === 'monthly' ? post.min_tier_id : null;
      const emails = (await this.deps.supporters.active(post.user_id, minTier)).filter(
        (email) => !byAddress.has(email.toLowerCase()),
      );
      const keys = emails.map((email) => this.optOutKey(post.user_id, email));
      const left = await optedOutKeys(this.db, post.user_id, keys);
      emails.forEach((email, i) => {
        const key = keys[i] as string;
        if (left.has(key)) return;
        const token = this.optOutToken(post.user_id, key);
        const unsubscribeUrl = postMailOptOutLink(this.deps.config.publicUrl, token);
        byAddress.set(email.toLowerCase(), { email, reason: 'supporter', unsubscribeUrl });
      });
    }
    const all = [...byAddress.values()];
    const key = (r: Recipient) => mailAddressKey(this.deps.config.encryptionKey, r.email);
    const bounced = await bouncedKeys(this.db, all.map(key));
    return all.filter((r) => !bounced.has(key(r)));
  }

  private optOutKey(userId: number, email: string): string {
    return creatorMailAddressKey(this.deps.config.encryptionKey, userId, email);
  }

  /** `s{userId}.{keyed address}.{MAC of both}`: names an address only to whoever holds the server's key. */
  private optOutToken(userId: number, key: string): string {
    return `s${userId}.${key}.${keyedHashHex(this.optOutMacKey, `${userId}.${key}`)}`;
  }

  private parseOptOutToken(token: string): { userId: number; key: string } | null {
    const match = /^s([1-9]\d{0,9})\.([0-9a-f]{64})\.([0-9a-f]{64})$/.exec(token);
    if (!match) return null;
    const userId = Number(match[1]);
    const key = match[2] as string;
    if (userId > 2_147_483_647 || !safeEqual(this.optOutToken(userId, key), token)) return null;
    return { userId, key };
  }

  /** Whether a token is a supporter's opt-out link (else it is a fan's, handled by the fans module). */
  static isOptOutToken(token: string): boolean {
    return token.startsWith('s');
  }

  /** GET of the link: whose mails it leaves; changes nothing (mail scanners open links). */
  async openOptOut(token: string): Promise<{ full_name: string; username: string } | null> {
    const parsed = this.parseOptOutToken(token);
    return parsed ? ((await optOutCreator(this.db, parsed.userId)) ?? null) : null;
  }

  /**
   * A supporter's 'Darme de baja' (the page's button, or a mail app's RFC 8058 one-click POST):
   * their address gets no more of this creator's post mails.
   */
  async optOut(token: string): Promise<{ full_name: string; username: string } | null> {
    const parsed = this.parseOptOutToken(token);
    if (!parsed) return null;
    const creator = await optOutCreator(this.db, parsed.userId);
    if (!creator) return null;
    await insertOptOut(this.db, parsed.userId, parsed.key, this.deps.clock.now().toISOString());
    return creator;
  }
}
