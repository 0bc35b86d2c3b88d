import { createHmac } from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';
import { deriveKey, randomToken, safeEqual } from '../../lib/crypto';

/**
 * A browser where an account logged in with its password carries a signed "known device" cookie.
 * Logins from it are throttled per device instead of by the account-wide limit, so guesses from
 * elsewhere cannot lock the owner out. The signature covers the account's password hash: a new
 * password (reset) forgets every device. Signed with a key derived from the deployment's shared
 * encryption key, so every copy accepts the others' cookies.
 */
export const KNOWN_DEVICE_COOKIE = 'enlaza_device';
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
const VERSION = 'v1';

export interface KnownDevice {
  id: string;
}

interface Account {
  id: number;
  password_hash: string;
}

export class KnownDevices {
  private readonly key: Buffer;

  constructor(
    encryptionKey: Buffer,
    private readonly secure: boolean,
  ) {
    this.key = deriveKey(encryptionKey, 'enlaza known-device cookie');
  }

  private sign(account: Account, deviceId: string, issuedAt: number): string {
    return createHmac('sha256', this.key)
      .update(`${VERSION}.${account.id}.${deviceId}.${issuedAt}.${account.password_hash}`)
      .digest('base64url');
  }

  /** The device this request's cookie names, if it is a valid, unexpired cookie for `account`. */
  recognise(cookieHeader: string | undefined, account: Account, now: Date): KnownDevice | undefined {
    const value = cookieHeader ? parseCookie(cookieHeader)[KNOWN_DEVICE_COOKIE] : undefined;
    const [version, userId, deviceId, issuedText, signature] = value?.split('.') ?? [];
    const issuedAt = Number(issuedText);
    if (version !== VERSION || userId !== String(account.id) || !deviceId || !signature) return undefined;
    if (!Number.isInteger(issuedAt) || now.getTime() / 1000 - issuedAt > MAX_AGE_SECONDS) return undefined;
    return safeEqual(signature, this.sign(account, deviceId, issuedAt)) ? { id: deviceId } : undefined;
  }

  /** The Set-Cookie header that (re)marks this browser as known to `account` for 180 days. */
  issue(account: Account, device: KnownDevice | undefined, now: Date): string {
    const deviceId = device?.id ?? randomToken(16);
    const issuedAt = Math.floor(now.getTime() / 1000);
    return stringifySetCookie({
      name: KNOWN_DEVICE_COOKIE,
      value: [VERSION, account.id, deviceId, issuedAt, this.sign(account, deviceId, issuedAt)].join('.'),
      httpOnly: true,
      secure: this.secure,
      sameSite: 'strict',
      path: '/api/auth',
      maxAge: MAX_AGE_SECONDS,
    });
  }
}
