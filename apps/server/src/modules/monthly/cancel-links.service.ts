import {
  CANCEL_PATHS,
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
import { cancelSubscription } from './cancel-subscription';
import type { MonthlyEvents } from './monthly-deps';

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
> & { access: CreatorPaymentAccess; outboundEvents: MonthlyEvents };

/**
 * The 'botón de baja' (/baja): one answer for any email, and the same work before it: only the
 * per-address limit. Whether the email has open subscriptions, its mail limit, the link's row and
 * the mail run once the answer is sent (`requestLink` hands the caller that step), so its timing
 * tells nothing (issue 30). The link (24 h) is
 * mailed only to an email with open subscriptions. Opening it uses nothing (mail scanners open links
 * too); it lists every open subscription of that email and keeps working until they are all
 * cancelled or it expires, so a supporter of several creators leaves them all with one mail.
 */
export class CancelLinksService implements MonthlyCancelDesk {
  private readonly links: CancelLinksRepository;
  private readonly tokenKey: Buffer;
  private readonly emailKey: Buffer;
  /** Link work running after an answer (tests wait for it). */
  private readonly working = new Set<Promise<void>>();

  constructor(private readonly deps: CancelLinksDeps) {
    this.links = new CancelLinksRepository(deps.database.db);
    this.tokenKey = deriveKey(deps.config.encryptionKey, 'enlaza monthly cancel link');
    this.emailKey = deriveKey(deps.config.encryptionKey, 'enlaza monthly cancel email');
  }

  private hash(token: string): string {
    return keyedHashHex(this.tokenKey, token);
  }

  async requestLink(email: string, ip: string): Promise<() => void> {
    const limiter = this.deps.rateLimiter;
    if (isRefused(await limiter.reserve([{ rule: CANCEL_RATE_RULES.requestIp, key: ip }]))) {
      throw tooManyRequests();
    }
    const normalized = email.trim().toLowerCase();
    let started = false;
    return () => {
      if (started) return;
      started = true;
      const work = this.mailLink(normalized).catch((error: unknown) => {
        this.deps.log.error({ err: error }, 'monthly cancel link could not be sent');
      });
      this.working.add(work);
      void work.finally(() => this.working.delete(work));
    };
  }

  /** After the answer: a link and its mail, when the email has something to cancel and its mail limit allows. */
  private async mailLink(email: string): Promise<void> {
    if (!(await this.links.hasOpen(email))) return;
    const perEmail = keyedHashHex(this.emailKey, email);
    const limiter = this.deps.rateLimiter;
    if (isRefused(await limiter.reserve([{ rule: CANCEL_RATE_RULES.mailsPerEmail, key: perEmail }]))) return;
    const token = randomToken();
    const now = this.deps.clock.now();
    await this.links.insert({
      token_hash: this.hash(token),
      email,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + MONTHLY_LIMITS.cancelLinkHours * 60 * MINUTE).toISOString(),
    });
    const link = `${this.deps.config.publicUrl}${CANCEL_PATHS.linkWithToken(token)}`;
    await this.deps.mail.send(cancelLinkMail(email, link));
  }

  /** Waits for the link work started after answers (tests). */
  async settled(): Promise<void> {
    while (this.working.size > 0) await Promise.all([...this.working]);
  }

  async openLink(token: string) {
    const email = await this.links.usableEmail(this.hash(token), this.deps.clock.now().toISOString());
    return email === null ? null : this.links.openFor(email);
  }

  async cancel(credential: CancelCredential, subscriptionId: string, ip: string): Promise<CancelAttempt> {
    if (isRefused(await this.deps.rateLimiter.reserve([{ rule: CANCEL_RATE_RULES.cancelIp, key: ip }]))) {
      throw tooManyRequests();
    }
    const now = this.deps.clock.now();
    const tokenHash = this.hash(credential.value);
    const email = await this.links.usableEmail(tokenHash, now.toISOString());
    if (email === null) return { kind: 'invalid' };
    const items = await this.links.openFor(email);
    if (!items.some((item) => item.id === subscriptionId)) {
      return { kind: 'refused', items, message: MONTHLY_MESSAGES.supporterNotFound };
    }
    // The one cancellation path: the provider first, then ours. Two presses cancel once (the row is
    // locked and a cancelled one is answered as it is; the confirmation mail has its dedupe key).
    await cancelSubscription(this.deps, subscriptionId, 'supporter');
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
    const left = await this.links.openFor(email);
    // Nothing left to cancel: the link has done its work.
    if (left.length === 0) await this.links.markUsed(tokenHash, now.toISOString());
    return {
      kind: 'cancelled',
      done: { creator_name: row?.full_name ?? '', tier_name: row?.tier_name ?? '', code },
      items: left,
      credential,
    };
  }
}
