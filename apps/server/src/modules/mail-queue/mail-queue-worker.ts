import { argentinaNow } from '@enlaza/shared/events';
import { shiftDay } from '@enlaza/shared/stats';
import type { MailKind, MailPayloads } from '../../db/mail-queue.repository';
import { isPermanentMailFailure } from '../../integrations/mail/mail-port';
import { mailAddressKey } from '../../lib/mail-address-key';
import { describeMailError, MAX_MAIL_ATTEMPTS, retryDelayMs } from './mail-backoff';
import { FORGET_RECIPIENT_AFTER_SENDING, type MailQueueStore, mailQueueStore } from './mail-queue.repository';
import type { MailQueueDeps } from './mail-queue-deps';
import { renderMail } from './render-mail';

/** Mails taken per round: the rest wait for the next round. */
const BATCH = 50;
/**
 * A taken mail is not taken again before this, even if its worker died mid-send. Longer than one
 * send can last (the SMTP adapter gives up on a silent server well before).
 */
const CLAIM_MS = 10 * 60_000;
/**
 * Digests of a day are queued from this Argentine time of the next day on: a morning mail, and time
 * for the day's last payments to be notified.
 */
const DIGEST_FROM = '08:00';
/** Contributions listed in a digest; the count and the total cover them all. */
export const DIGEST_MAX_ITEMS = 20;

export interface MailRound {
  sent: number;
  retried: number;
  failed: number;
}

/** The UTC instant an Argentine calendar day starts (UTC−3 all year). */
function argentinaDayStart(day: string): string {
  return new Date(Date.parse(`${day}T03:00:00.000Z`)).toISOString();
}

/**
 * Sends what mail_queue holds, through the mail port: each due mail is taken (claimMail), rendered
 * from its template and sent; sent mails are kept as 'sent', a failure is retried with exponential
 * backoff and kept as 'failed' after MAX_MAIL_ATTEMPTS. The job (mail-queue-job.ts) runs a round on
 * one copy at a time; tests call runOnce().
 */
export class MailQueueWorker {
  /** The last Argentine day whose digests this process queued. */
  private digestsQueuedFor: string | null = null;

  constructor(
    private readonly deps: MailQueueDeps,
    private readonly store: MailQueueStore = mailQueueStore(deps.database.db),
  ) {}

  /** One round: yesterday's digests (once a day, from 08:00 Argentine time), then every due mail. */
  async runOnce(): Promise<MailRound> {
    const { date, time } = argentinaNow(this.deps.clock.now());
    const yesterday = shiftDay(date, -1);
    if (this.digestsQueuedFor !== yesterday && time >= DIGEST_FROM) {
      await this.enqueueDigests(yesterday);
      this.digestsQueuedFor = yesterday;
    }
    return this.sendDue();
  }

  /**
   * Sends the mails that are due now; answers how each ended. Post mails (issue 35) go at most
   * `config.postMailsPerMinute` a minute (POST_MAILS_PER_MINUTE), after the other kinds, which they
   * never hold back.
   */
  async sendDue(): Promise<MailRound> {
    const round: MailRound = { sent: 0, retried: 0, failed: 0 };
    const { store } = this;
    const now = this.deps.clock.now();
    const rows = await store.dueMails(now.toISOString(), BATCH);
    const sentLastMinute = await store.postMailsSentSince(new Date(now.getTime() - 60_000).toISOString());
    const postBudget = Math.min(BATCH, this.deps.config.postMailsPerMinute - sentLastMinute);
    if (postBudget > 0) rows.push(...(await store.dueMails(now.toISOString(), postBudget, true)));
    for (const row of rows) {
      const claimedAt = this.deps.clock.now().getTime();
      if (!(await store.claimMail(row, new Date(claimedAt + CLAIM_MS).toISOString()))) continue;
      const attempts = row.attempts + 1;
      try {
        const message = await renderMail(
          row.kind as MailKind,
          JSON.parse(row.payload) as MailPayloads[MailKind],
          this.deps.config.publicUrl,
          this.deps.config.encryptionKey,
        );
        await this.deps.mail.send({ to: row.recipient, ...message });
        await store.markSent(row.id, this.deps.clock.now().toISOString());
        if (FORGET_RECIPIENT_AFTER_SENDING.includes(row.kind)) await store.forgetRecipient(row.id);
        round.sent += 1;
      } catch (error) {
        const reason = describeMailError(error);
        const permanent = isPermanentMailFailure(error);
        if (permanent && row.recipient) {
          const key = mailAddressKey(this.deps.config.encryptionKey, row.recipient);
          await store.markBounced(key, this.deps.clock.now().toISOString());
        }
        const giveUp = permanent || attempts >= MAX_MAIL_ATTEMPTS;
        const retryAt = giveUp
          ? null
          : new Date(this.deps.clock.now().getTime() + retryDelayMs(attempts)).toISOString();
        await store.markAttemptFailed(row.id, reason, retryAt);
        if (giveUp) round.failed += 1;
        else round.retried += 1;
        // The recipient stays out of the log: the id leads to the row.
        this.deps.log.warn({ mailId: row.id, kind: row.kind, attempts, reason }, 'mail not sent');
      }
    }
    return round;
  }

  /**
   * Queues 'Resumen diario' for the Argentine day `day`: one mail per creator who chose it and had
   * approved contributions that day (keyed by creator and day, so a second pass adds nothing).
   */
  async enqueueDigests(day: string): Promise<number> {
    const rows = await this.store.digestDonations(
      argentinaDayStart(day),
      argentinaDayStart(shiftDay(day, 1)),
    );
    const byCreator = new Map<
      number,
      { email: string; items: MailPayloads['creator_alert'][]; total: number }
    >();
    for (const row of rows) {
      const entry = byCreator.get(row.user_id) ?? { email: row.email, items: [], total: 0 };
      entry.total += Number(row.amount_cents);
      entry.items.push({
        amount_cents: Number(row.amount_cents),
        donor_name: row.donor_name?.trim() || null,
        message: row.message?.trim() || null,
        message_public: row.message_public === 1,
        approved_at: row.processed_at ?? '',
      });
      byCreator.set(row.user_id, entry);
    }
    const now = this.deps.clock.now().toISOString();
    let queued = 0;
    for (const [userId, entry] of byCreator) {
      const added = await this.store.enqueueMail(
        {
          kind: 'creator_digest',
          recipient: entry.email,
          userId,
          donationId: null,
          dedupeKey: `creator_digest:${userId}:${day}`,
          payload: {
            day,
            count: entry.items.length,
            total_cents: entry.total,
            items: entry.items.slice(0, DIGEST_MAX_ITEMS),
          },
        },
        now,
      );
      if (added) queued += 1;
    }
    return queued;
  }
}
