import {
  CANCEL_PATHS,
  CANCEL_SESSION_MINUTES,
  type CancelCredential,
  MONTHLY_LIMITS,
  MONTHLY_MESSAGES,
} from '@enlaza/shared/monthly';
import type { AppDeps } from '../../app-deps';
import { enqueueMail } from '../../db/mail-queue.repository';
import { tooManyRequests } from '../../http/errors';
import type { CreatorPaymentAccess } from '../../integrations/payments/creator-access';
import { deriveKey, keyedHashHex, randomToken } from '../../lib/crypto';
import { isRefused, type RateRule } from '../../lib/rate-limiter';
import type { CancelAttempt, MonthlyCancelDesk } from '../../ports/monthly-cancel';
import { cancelLinkMail } from './cancel-link-mail';
import { CancelLinksRepository } from './cancel-links.repository';
import { CancelSessions } from './cancel-session';
import { cancelSubscription } from './cancel-subscription';

const MINUTE = 60_000;

export const CANCEL_RATE_RULES = {
  /** 'Enviar enlace' per address: refused with 429 (the answer still says nothing about the email). */
  requestIp: { name: 'monthly-cancel-request-ip', points: 10, durationSeconds: 15 * 60 },
  /** Links mailed to one email: past it the same answer, and no mail (nobody floods an inbox). */
  mailsPerEmail: { name: 'monthly-cancel-mail-email', points: 5, durationSeconds: 60 * 60 },
  /** 'Dar de baja' per address. */
  cancelIp: { name: 'monthly-cancel-ip', points: 30, durationSeconds: 15 * 60 },
} satisfies Record<string, RateRule>;

export type CancelLinksDeps = Pick<
  AppDeps,
  'config' | 'database' | 'clock' | 'log' | 'mail' | 'rateLimiter' | 'payments'
> & { access: CreatorPaymentAccess };

/**
 * The 'botón de baja' (/baja): one answer for any email; a one-use link valid 24 h mailed only to
 * an email with open subscriptions. Opening the link uses nothing (mail scanners open links too);
 * the first 'Dar de baja' consumes it and hands the page a 30-minute signed session for the rest of
 * that email's list, so a supporter of several creators leaves them all in one visit. The mailed
 * link never works again.
 */
export class CancelLinksService implements MonthlyCancelDesk {
  private readonly links: CancelLinksRepository;
  private readonly sessions: CancelSessions;
  private readonly tokenKey: Buffer;
  private readonly emailKey: Buffer;
  /** Mails being sent in the background (tests wait for them). */
  private readonly sending = new Set<Promise<void>>();

  constructor(private readonly deps: CancelLinksDeps) {
    this.links = new CancelLinksRepository(deps.database.db);
    this.sessions = new CancelSessions(deps.config.encryptionKey);
    this.tokenKey = deriveKey(deps.config.encryptionKey, 'enlaza monthly cancel link');
    this.emailKey = deriveKey(deps.config.encryptionKey, 'enlaza monthly cancel email');
  }

  private hash(token: string): string {
    return keyedHashHex(this.tokenKey, token);
  }

  async requestLink(email: string, ip: string): Promise<void> {
    const limiter = this.deps.rateLimiter;
    if (isRefused(await limiter.reserve([{ rule: CANCEL_RATE_RULES.requestIp, key: ip }]))) {
      throw tooManyRequests();
    }
    const normalized = email.trim().toLowerCase();
    if (!(await this.links.hasOpen(normalized))) return;
    const perEmail = keyedHashHex(this.emailKey, normalized);
    if (isRefused(await limiter.reserve([{ rule: CANCEL_RATE_RULES.mailsPerEmail, key: perEmail }]))) return;
    const token = randomToken();
    const now = this.deps.clock.now();
    await this.links.insert({
      token_hash: this.hash(token),
      email: normalized,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + MONTHLY_LIMITS.cancelLinkHours * 60 * MINUTE).toISOString(),
    });
    // Sent after the answer: an SMTP round trip would tell which emails have subscriptions.
    const link = `${this.deps.config.publicUrl}${CANCEL_PATHS.linkWithToken(token)}`;
    const sending = this.deps.mail.send(cancelLinkMail(normalized, link)).catch((error: unknown) => {
      this.deps.log.error({ err: error }, 'monthly cancel link mail could not be sent');
    });
    this.sending.add(sending);
    void sending.finally(() => this.sending.delete(sending));
  }

  /** Waits for the link mails being sent (tests). */
  async settled(): Promise<void> {
    await Promise.all([...this.sending]);
  }

  async openLink(token: string) {
    const email = await this.links.usableEmail(this.hash(token), this.deps.clock.now().toISOString());
    return email === null ? null : this.links.openFor(email);
  }

  async openSession(session: string) {
    const email = this.sessions.read(session, this.deps.clock.now());
    return email === null ? null : this.links.openFor(email);
  }

  async cancel(credential: CancelCredential, subscriptionId: string, ip: string): Promise<CancelAttempt> {
    if (isRefused(await this.deps.rateLimiter.reserve([{ rule: CANCEL_RATE_RULES.cancelIp, key: ip }]))) {
      throw tooManyRequests();
    }
    const now = this.deps.clock.now();
    const tokenHash = credential.kind === 'link' ? this.hash(credential.value) : null;
    const email =
      tokenHash !== null
        ? await this.links.usableEmail(tokenHash, now.toISOString())
        : this.sessions.read(credential.value, now);
    if (email === null) return { kind: 'invalid' };
    const items = await this.links.openFor(email);
    if (!items.some((item) => item.id === subscriptionId)) {
      return { kind: 'refused', items, message: MONTHLY_MESSAGES.supporterNotFound };
    }
    // The link is taken before the provider is called: two requests with one link cancel once.
    if (tokenHash !== null && !(await this.links.claim(tokenHash, now.toISOString())))
      return { kind: 'invalid' };
    try {
      // The one cancellation path: the provider first, then ours.
      await cancelSubscription(this.deps, subscriptionId, 'supporter');
    } catch (error) {
      // Nothing was cancelled: the link stays usable.
      if (tokenHash !== null) await this.links.release(tokenHash);
      throw error;
    }
    const row = await this.links.cancelled(subscriptionId);
    const code = row?.cancellation_code ?? '';
    if (row) {
      await enqueueMail(
        this.deps.database.db,
        {
          kind: 'monthly_cancel_confirmation',
          recipient: row.supporter_email,
          userId: row.user_id,
          donationId: null,
          dedupeKey: `monthly_cancel_confirmation:${row.id}`,
          payload: {
            creator_name: row.full_name,
            tier_name: row.tier_name,
            amount_cents: Number(row.amount_cents),
            cancelled_at: row.cancelled_at ?? now.toISOString(),
            code,
          },
        },
        now.toISOString(),
      );
    }
    const session = this.sessions.issue(email, new Date(now.getTime() + CANCEL_SESSION_MINUTES * MINUTE));
    return {
      kind: 'cancelled',
      done: { creator_name: row?.full_name ?? '', tier_name: row?.tier_name ?? '', code },
      items: await this.links.openFor(email),
      session: { kind: 'session', value: session },
    };
  }
}
