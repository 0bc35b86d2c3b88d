import { createHmac } from 'node:crypto';
import { deriveKey, safeEqual } from '../../lib/crypto';

/**
 * The short session the cancel page holds once the mailed link was used: the email and an expiry,
 * signed with a key of its own. It lives in the page's forms only (no cookie, works without
 * JavaScript) and lists nothing but that email's own subscriptions.
 */
export class CancelSessions {
  private readonly key: Buffer;

  constructor(encryptionKey: Buffer) {
    this.key = deriveKey(encryptionKey, 'enlaza monthly cancel session');
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }

  issue(email: string, expiresAt: Date): string {
    const body = `${expiresAt.getTime()}.${Buffer.from(email).toString('base64url')}`;
    return `${body}.${this.sign(body)}`;
  }

  /** The email of a session signed here and not yet expired at `now`. */
  read(session: string, now: Date): string | null {
    const [expires, email, signature] = session.split('.');
    if (!expires || !email || !signature || !/^\d{1,15}$/.test(expires)) return null;
    if (!safeEqual(signature, this.sign(`${expires}.${email}`))) return null;
    if (Number(expires) <= now.getTime()) return null;
    return Buffer.from(email, 'base64url').toString('utf8');
  }
}
