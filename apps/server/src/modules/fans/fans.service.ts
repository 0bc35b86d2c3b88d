import { PENDING_SUBSCRIBER_DAYS, SUBSCRIBER_MESSAGES, type Subscriber } from '@enlaza/shared/fans';
import { isUniqueViolation } from '../../db/unique-violation';
import { notFound, RetryLaterError } from '../../http/errors';
import { deriveKey, encrypt, keyedHashHex, randomToken, safeEqual } from '../../lib/crypto';
import { fanMailSealKey, fanUnsubscribeLink } from '../../lib/fan-subscription-links';
import { isRefused, type RateRule } from '../../lib/rate-limiter';
import { presentSubscriber } from './fan.presenter';
import { type SubscriberCreator, type SubscribersStore, subscribersStore } from './fans.repository';
import type { FansDeps } from './fans-deps';

const DAY_MS = 24 * 60 * 60_000;
export const PENDING_MS = PENDING_SUBSCRIBER_DAYS * DAY_MS;

/** Sign-ups per address (public route): many fans share an IP on mobile networks. */
export const SUBSCRIBE_RATE_RULES = {
  ip: { name: 'fan-subscribe-ip', points: 20, durationSeconds: 15 * 60 },
  /** One address, whatever the page: nobody floods an inbox with confirmation mails. */
  email: { name: 'fan-subscribe-email', points: 5, durationSeconds: 60 * 60 },
  /** Opening a confirm or unsubscribe form's POST with a token (guessing is hopeless, still bounded). */
  token: { name: 'fan-subscription-token-ip', points: 60, durationSeconds: 15 * 60 },
} satisfies Record<string, RateRule>;

/** What a confirm or unsubscribe link opens: the creator it is about. */
export type LinkView = SubscriberCreator | null;

/**
 * Fans' emails (issue 24). A fan asks on a creator's page; the answer is the same whether or not the
 * address was already there (no enumeration). Double opt-in: the confirmation mail is queued in the
 * sign-up's transaction with its token sealed; the row keeps only a keyed hash. Confirming queues the
 * welcome mail with the one-click unsubscribe link (an HMAC of the row's id and salt: nothing
 * usable at rest). Unconfirmed rows go after 7 days (`deleteExpiredPending`, a job under a lease).
 */
export class FansService {
  private readonly confirmKey: Buffer;
  private readonly unsubscribeKey: Buffer;
  private readonly emailKey: Buffer;
  private readonly sealKey: Buffer;

  constructor(
    private readonly deps: FansDeps,
    private readonly store: SubscribersStore = subscribersStore(deps.database.db, deps.outboundEvents),
  ) {
    const key = deps.config.encryptionKey;
    this.confirmKey = deriveKey(key, 'enlaza fan confirm link');
    this.unsubscribeKey = deriveKey(key, 'enlaza fan unsubscribe link');
    this.emailKey = deriveKey(key, 'enlaza fan subscriber email');
    this.sealKey = fanMailSealKey(key);
  }

  private nowIso(): string {
    return this.deps.clock.now().toISOString();
  }

  private async charge(rule: RateRule, key: string): Promise<void> {
    const outcome = await this.deps.rateLimiter.reserve([{ rule, key }]);
    if (isRefused(outcome))
      throw new RetryLaterError(429, SUBSCRIBER_MESSAGES.tooMany, outcome.retryAfterSeconds);
  }

  /** The unsubscribe token of a row: its id and a MAC of id and salt (see the migration). */
  unsubscribeToken(row: { id: number; unsubscribe_salt: string }): string {
    return `${row.id}.${keyedHashHex(this.unsubscribeKey, `${row.id}:${row.unsubscribe_salt}`)}`;
  }

  /**
   * The creator behind `username` when their block is on; null when the page does not exist or the
   * block is off (both 404). A suspended page throws 403 (public reads).
   */
  async openCreator(username: string): Promise<{ id: number; full_name: string; username: string } | null> {
    const creator = await this.deps.publicReads.creator(username);
    if (!creator?.fan_signup_enabled) return null;
    return { id: creator.id, full_name: creator.full_name, username: creator.username };
  }

  /**
   * A fan's sign-up, already validated (`fanSubscribeSchema`). Counts the IP and the address first
   * (429), then writes or renews the pending row and queues its mail; a confirmed address is left
   * as it is. The caller answers the same in every case.
   */
  async subscribe(
    creator: { id: number; full_name: string; username: string },
    input: { email: string; source_page?: string | undefined },
    ip: string,
  ): Promise<void> {
    await this.charge(SUBSCRIBE_RATE_RULES.ip, ip);
    await this.charge(SUBSCRIBE_RATE_RULES.email, keyedHashHex(this.emailKey, input.email));
    const sourcePage = sourceOf(creator.username, input.source_page);
    const token = randomToken();
    const tokenHash = keyedHashHex(this.confirmKey, token);
    const now = this.nowIso();
    try {
      await this.store.transaction(async (tx) => {
        const existing = await tx.findSubscriber(creator.id, input.email);
        if (existing?.status === 'confirmed') return;
        if (existing) {
          if (!(await tx.renewPending(existing.id, tokenHash, now))) return;
        } else {
          await tx.insertPending({
            user_id: creator.id,
            email: input.email,
            source_page: sourcePage,
            status: 'pending',
            confirm_token_hash: tokenHash,
            unsubscribe_salt: randomToken(16),
            created_at: now,
            confirmed_at: null,
          });
        }
        await tx.enqueueMail(
          {
            kind: 'fan_confirmation',
            recipient: input.email,
            userId: creator.id,
            donationId: null,
            dedupeKey: `fan_confirmation:${tokenHash}`,
            payload: { creator_name: creator.full_name, sealed_token: encrypt(token, this.sealKey) },
          },
          now,
        );
      });
    } catch (error) {
      // The same address sent twice at once: the first one's row and mail stand.
      if (!isUniqueViolation(error, 'email')) throw error;
    }
  }

  private confirmHash(token: string): string | null {
    if (!token || token.length > 200) return null;
    return keyedHashHex(this.confirmKey, token);
  }

  /** GET /suscripcion/confirmar: what the link is for; uses nothing (mail scanners open links). */
  async openConfirmation(token: string): Promise<LinkView> {
    const hash = this.confirmHash(token);
    if (!hash) return null;
    const row = await this.store.findPendingByToken(hash, this.pendingCutoff());
    return row ? { full_name: row.full_name, username: row.username } : null;
  }

  /** POST: confirms once and queues the welcome mail (with the unsubscribe link) in the same transaction. */
  async confirm(token: string, ip: string): Promise<LinkView> {
    await this.charge(SUBSCRIBE_RATE_RULES.token, ip);
    const hash = this.confirmHash(token);
    if (!hash) return null;
    const row = await this.store.findPendingByToken(hash, this.pendingCutoff());
    if (!row) return null;
    const now = this.nowIso();
    const done = await this.store.transaction(async (tx) => {
      if (!(await tx.markConfirmed(row.id, hash, now))) return false;
      await tx.enqueueMail(
        {
          kind: 'fan_welcome',
          recipient: row.email,
          userId: row.user_id,
          donationId: null,
          dedupeKey: `fan_welcome:${row.id}`,
          payload: {
            creator_name: row.full_name,
            creator_username: row.username,
            sealed_unsubscribe: encrypt(this.unsubscribeToken(row), this.sealKey),
          },
        },
        now,
      );
      // The creator's own list, which they already see: the address travels to their tools.
      await tx.queueEvent({
        creatorId: row.user_id,
        type: 'fan.confirmed',
        key: `fan.confirmed:${row.id}`,
        data: { id: row.id, email: row.email, source_page: row.source_page, confirmed_at: now },
        at: now,
      });
      return true;
    });
    return done ? { full_name: row.full_name, username: row.username } : null;
  }

  private async unsubscribeRow(token: string) {
    const match = /^([1-9]\d{0,9})\.([0-9a-f]{64})$/.exec(token);
    if (!match) return null;
    const id = Number(match[1]);
    if (id > 2_147_483_647) return null;
    const row = await this.store.findConfirmedById(id);
    if (!row || !safeEqual(this.unsubscribeToken(row), token)) return null;
    return row;
  }

  /** GET /suscripcion/baja: whose list the link leaves; removes nothing. */
  async openUnsubscribe(token: string): Promise<LinkView> {
    const row = await this.unsubscribeRow(token);
    return row ? { full_name: row.full_name, username: row.username } : null;
  }

  /** POST /suscripcion/baja (the page's button, or a mail app's RFC 8058 one-click POST): deletes the row. */
  async unsubscribe(token: string, ip: string): Promise<LinkView> {
    await this.charge(SUBSCRIBE_RATE_RULES.token, ip);
    const row = await this.unsubscribeRow(token);
    if (!row || !(await this.store.deleteSubscriber(row.id))) return null;
    return { full_name: row.full_name, username: row.username };
  }

  /** Pending rows created at or before this instant are expired. */
  private pendingCutoff(): string {
    return new Date(this.deps.clock.now().getTime() - PENDING_MS).toISOString();
  }

  /** The periodic clean-up: unconfirmed addresses older than 7 days are deleted. */
  async deleteExpiredPending(): Promise<number> {
    return this.store.deletePendingBefore(this.pendingCutoff());
  }

  async list(userId: number): Promise<{ enabled: boolean; subscribers: Subscriber[] }> {
    const [enabled, rows] = await Promise.all([
      this.store.signupEnabled(userId),
      this.store.confirmedSubscribers(userId),
    ]);
    return { enabled, subscribers: rows.map(presentSubscriber) };
  }

  /** The confirmed addresses with each one's unsubscribe link, for mailing a post (issue 35). */
  async mailingList(userId: number): Promise<{ email: string; unsubscribeUrl: string }[]> {
    const rows = await this.store.confirmedSubscribers(userId);
    const publicUrl = this.deps.config.publicUrl;
    return rows.map((row) => ({
      email: row.email,
      unsubscribeUrl: fanUnsubscribeLink(publicUrl, this.unsubscribeToken(row)),
    }));
  }

  async subscribers(userId: number): Promise<Subscriber[]> {
    return (await this.store.confirmedSubscribers(userId)).map(presentSubscriber);
  }

  async setEnabled(userId: number, enabled: boolean): Promise<void> {
    await this.store.setSignupEnabled(userId, enabled, this.nowIso());
    await this.deps.pageChanges.creatorChanged(userId);
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await this.store.deleteOwnSubscriber(userId, id))) throw notFound(SUBSCRIBER_MESSAGES.notFound);
  }
}

/** The page the fan was on when it is one of this creator's; else their profile. */
function sourceOf(username: string, sourcePage: string | undefined): string {
  const profile = `/u/${username}`;
  if (!sourcePage) return profile;
  const mine = sourcePage === profile || sourcePage.startsWith(`/e/${username}/`);
  return mine ? sourcePage : profile;
}
