import { OVERLAY_MESSAGES as M } from '@enlaza/shared/overlay';
import { tooManyRequests } from '../../http/errors';
import { decrypt, deriveKey, encrypt, randomToken, sha256Hex } from '../../lib/crypto';
import { OverlayAlerts } from './overlay-alerts';
import type { OverlayDeps } from './overlay-deps';
import { creatorOfToken, insertTokenOnce, replaceToken, sealedTokenOf } from './overlay-tokens.repository';

const TESTS = 10;
const TESTS_WINDOW_MS = 60_000;

/** The page's path for a token (the address the creator adds to OBS). */
export function overlayPath(token: string): string {
  return `/overlay/${token}`;
}

/**
 * The stream alert (issue 37): each creator's secret address (made on first use, rotatable; the
 * token is kept hashed to be found and sealed to be shown again, never in clear), 'Probar alerta',
 * and the alerts of the open overlays.
 */
export class OverlayService {
  readonly alerts: OverlayAlerts;
  private readonly key: Buffer;

  constructor(private readonly deps: OverlayDeps) {
    this.alerts = new OverlayAlerts(deps);
    this.key = deriveKey(deps.config.encryptionKey, 'enlaza overlay token');
  }

  /** The creator's overlay address, making their token on first use. */
  async url(userId: number): Promise<string> {
    const db = this.deps.database.db;
    const sealed = (await sealedTokenOf(db, userId)) ?? (await insertTokenOnce(db, this.newToken(userId)));
    return this.urlOf(decrypt(sealed, this.key));
  }

  /** A new address; the old one finds nobody from now on. */
  async rotate(userId: number): Promise<string> {
    const values = this.newToken(userId);
    await replaceToken(this.deps.database.db, values);
    await this.alerts.revoke(userId);
    return this.urlOf(decrypt(values.token_sealed, this.key));
  }

  /** 'Probar alerta': the sample card on the creator's open overlays (a few a minute). */
  async sendTest(userId: number): Promise<void> {
    if (!(await this.deps.rateLimiter.take(`overlay-test:${userId}`, TESTS, TESTS_WINDOW_MS))) {
      throw tooManyRequests(M.tooManyTests);
    }
    await this.alerts.sendTest(userId);
  }

  /** Whose overlay this token opens (undefined: none, an old one, or a page that is down). */
  creatorOf(token: string): Promise<number | undefined> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return Promise.resolve(undefined);
    return creatorOfToken(this.deps.database.db, sha256Hex(token));
  }

  private newToken(userId: number) {
    const token = randomToken(32);
    return {
      user_id: userId,
      token_hash: sha256Hex(token),
      token_sealed: encrypt(token, this.key),
      created_at: this.deps.clock.now().toISOString(),
    };
  }

  private urlOf(token: string): string {
    return `${this.deps.config.publicUrl}${overlayPath(token)}`;
  }
}
