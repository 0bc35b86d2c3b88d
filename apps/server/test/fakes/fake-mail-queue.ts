import { mailDedupeKey, type QueuedMail } from '../../src/db/mail-queue.repository';
import type {
  DigestDonationRow,
  MailQueueStore,
  MailRow,
} from '../../src/modules/mail-queue/mail-queue.repository';
import { type Snapshotting, snapshotRows } from './in-memory-transaction';

/**
 * mail_queue in memory: enqueueMail keeps one row per dedupe key; the worker's reads and writes
 * behave like mail-queue.repository's (due by time then id, a claim only on the attempt it read).
 */
export class FakeMailQueue implements Snapshotting {
  readonly rows: MailRow[] = [];
  private nextId = 1;

  async enqueueMail(mail: QueuedMail, now: string): Promise<boolean> {
    const dedupeKey = mailDedupeKey(mail);
    if (this.rows.some((r) => r.dedupe_key === dedupeKey)) return false;
    this.rows.push({
      id: this.nextId++,
      kind: mail.kind,
      recipient: mail.recipient,
      donation_id: mail.donationId,
      user_id: mail.userId,
      dedupe_key: dedupeKey,
      payload: JSON.stringify(mail.payload),
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      last_error: null,
      created_at: now,
      sent_at: null,
      post_id: mail.postId ?? null,
    });
    return true;
  }

  /** The queued mails of one kind (any status). */
  ofKind(kind: QueuedMail['kind']): MailRow[] {
    return this.rows.filter((r) => r.kind === kind);
  }

  /** The payload of the only queued mail of `kind`. */
  payloadOf<K extends QueuedMail['kind']>(kind: K): Extract<QueuedMail, { kind: K }>['payload'] {
    const rows = this.ofKind(kind);
    if (rows.length !== 1) throw new Error(`expected one ${kind} mail, found ${rows.length}`);
    return JSON.parse((rows[0] as MailRow).payload);
  }

  /** The payload of the newest queued mail of `kind`. */
  lastPayload<K extends QueuedMail['kind']>(kind: K): Extract<QueuedMail, { kind: K }>['payload'] {
    const row = this.ofKind(kind).at(-1);
    if (!row) throw new Error(`no ${kind} mail queued`);
    return JSON.parse(row.payload);
  }

  readonly bounced = new Set<string>();

  async dueMails(now: string, limit: number, postMails = false): Promise<MailRow[]> {
    return this.rows
      .filter((r) => r.status === 'pending' && r.next_attempt_at <= now)
      .filter((r) => (r.kind === 'post_mail') === postMails)
      .sort((a, b) => a.next_attempt_at.localeCompare(b.next_attempt_at) || a.id - b.id)
      .slice(0, limit)
      .map((r) => ({ ...r }));
  }

  async postMailsSentSince(since: string): Promise<number> {
    return this.rows.filter(
      (r) => r.kind === 'post_mail' && r.status === 'sent' && (r.sent_at ?? '') >= since,
    ).length;
  }

  async markBounced(addressKey: string): Promise<void> {
    this.bounced.add(addressKey);
  }

  async claimMail(row: MailRow, retryAt: string): Promise<boolean> {
    const stored = this.find(row.id);
    if (stored?.status !== 'pending' || stored.attempts !== row.attempts) return false;
    stored.attempts = row.attempts + 1;
    stored.next_attempt_at = retryAt;
    return true;
  }

  async markSent(id: number, now: string): Promise<void> {
    Object.assign(this.find(id) ?? {}, { status: 'sent', sent_at: now, last_error: null });
  }

  async forgetRecipient(id: number): Promise<void> {
    Object.assign(this.find(id) ?? {}, { recipient: '' });
  }

  async markAttemptFailed(id: number, error: string, retryAt: string | null): Promise<void> {
    Object.assign(
      this.find(id) ?? {},
      retryAt === null
        ? { status: 'failed', last_error: error }
        : { last_error: error, next_attempt_at: retryAt },
    );
  }

  snapshot(): () => void {
    return snapshotRows(this.rows);
  }

  private find(id: number): MailRow | undefined {
    return this.rows.find((r) => r.id === id);
  }
}

/** An approved (or other) donation and its creator, as the digest query joins them. */
export interface DigestSourceDonation {
  userId: number;
  email: string;
  alerts: 'each' | 'daily' | 'off';
  status: string;
  amountCents: number;
  donorName: string | null;
  message: string | null;
  messagePublic: boolean;
  processedAt: string | null;
}

/** The mail-queue worker's whole store: the queue and the donations the daily digest reads. */
export class FakeMailQueueStore extends FakeMailQueue implements MailQueueStore {
  readonly donations: DigestSourceDonation[] = [];

  async digestDonations(from: string, to: string): Promise<DigestDonationRow[]> {
    return this.donations
      .filter(
        (d) =>
          d.alerts === 'daily' &&
          d.status === 'approved' &&
          d.processedAt !== null &&
          d.processedAt >= from &&
          d.processedAt < to,
      )
      .sort((a, b) => a.userId - b.userId || (a.processedAt ?? '').localeCompare(b.processedAt ?? ''))
      .map((d) => ({
        user_id: d.userId,
        email: d.email,
        amount_cents: d.amountCents,
        donor_name: d.donorName,
        message: d.message,
        message_public: d.messagePublic ? 1 : 0,
        processed_at: d.processedAt,
      }));
  }
}
