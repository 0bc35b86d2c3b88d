import { describe, expect, it } from 'vitest';
import { FakeLog } from '../../../test/fakes/fake-log';
import { FakeMailQueueStore } from '../../../test/fakes/fake-mail-queue';
import { FakeMailSender } from '../../../test/fakes/fake-mail-sender';
import { noDatabase } from '../../../test/fakes/no-database';
import { unitConfig } from '../../../test/fakes/unit-config';
import { TestClock } from '../../../test/test-clock';
import { MAX_MAIL_ATTEMPTS } from './mail-backoff';
import { MailQueueWorker } from './mail-queue-worker';

const MINUTE = 60_000;

function build(start = '2026-11-20T15:00:00.000Z') {
  const store = new FakeMailQueueStore();
  const mail = new FakeMailSender();
  const log = new FakeLog();
  const clock = new TestClock(new Date(start));
  const worker = new MailQueueWorker({ config: unitConfig(), database: noDatabase, clock, log, mail }, store);
  return { worker, store, mail, log, clock };
}

async function queueGoodbye(store: FakeMailQueueStore, clock: TestClock, recipient = 'ana@example.com') {
  await store.enqueueMail(
    {
      kind: 'account_deleted',
      recipient,
      userId: 1,
      donationId: null,
      payload: { deleted_at: clock.now().toISOString() },
    },
    clock.now().toISOString(),
  );
}

describe('MailQueueWorker (fakes, no database)', () => {
  it('sends a due mail once, keeps it as sent, and forgets an erased account’s address', async () => {
    const { worker, store, mail, clock } = build();
    await queueGoodbye(store, clock);
    expect(await worker.sendDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(mail.sent.map((m) => m.to)).toEqual(['ana@example.com']);
    expect(store.rows[0]).toMatchObject({ status: 'sent', attempts: 1, recipient: '' });
    expect(await worker.sendDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(mail.sent).toHaveLength(1);
  });

  it('retries a refused mail with exponential back-off, without the address in the log', async () => {
    const { worker, store, mail, log, clock } = build();
    await queueGoodbye(store, clock);
    mail.failNext(3, new Error('550 mailbox ana@example.com unavailable'));
    expect(await worker.sendDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    const first = store.rows[0];
    expect(first?.next_attempt_at).toBe(new Date(clock.now().getTime() + MINUTE).toISOString());
    expect(first?.last_error).toBe('550 mailbox [email] unavailable');
    expect(JSON.stringify(log.lines)).not.toContain('ana@example.com');
    // Not due yet: nothing is tried.
    clock.advance(MINUTE - 1);
    expect(await worker.sendDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    clock.advance(1);
    expect(await worker.sendDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    // The second failure waits twice as long.
    expect(store.rows[0]?.next_attempt_at).toBe(new Date(clock.now().getTime() + 2 * MINUTE).toISOString());
    clock.advance(2 * MINUTE);
    expect(await worker.sendDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    // And the third four times (1 min × 2^(n−1)).
    expect(store.rows[0]?.next_attempt_at).toBe(new Date(clock.now().getTime() + 4 * MINUTE).toISOString());
    clock.advance(4 * MINUTE);
    expect(await worker.sendDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(store.rows[0]).toMatchObject({ status: 'sent', attempts: 4, last_error: null });
  });

  it(`gives a mail up as failed after ${MAX_MAIL_ATTEMPTS} attempts`, async () => {
    const { worker, store, mail, clock } = build();
    await queueGoodbye(store, clock);
    mail.failNext(MAX_MAIL_ATTEMPTS);
    const rounds = [];
    for (let i = 0; i < MAX_MAIL_ATTEMPTS; i++) {
      rounds.push(await worker.sendDue());
      clock.advance(60 * MINUTE);
    }
    expect(rounds.filter((r) => r.retried === 1)).toHaveLength(MAX_MAIL_ATTEMPTS - 1);
    expect(rounds.at(-1)).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(store.rows[0]).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
    expect(await worker.sendDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(mail.sent).toHaveLength(0);
  });

  it('a mail taken by a worker that died is left alone for the lease, then sent', async () => {
    const { worker, store, mail, clock } = build();
    await queueGoodbye(store, clock);
    const [row] = await store.dueMails(clock.now().toISOString(), 10);
    if (!row) throw new Error('no due mail');
    // Another copy took it (its lease of 10 minutes) and died before sending.
    expect(await store.claimMail(row, new Date(clock.now().getTime() + 10 * MINUTE).toISOString())).toBe(
      true,
    );
    expect(await store.claimMail(row, clock.now().toISOString())).toBe(false);
    expect(await worker.sendDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    clock.advance(10 * MINUTE);
    expect(await worker.sendDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(mail.sent).toHaveLength(1);
    expect(store.rows[0]?.attempts).toBe(2);
  });

  it("queues yesterday's digest from 08:00 Argentine time, once, for creators who chose it", async () => {
    // 10:00 UTC is 07:00 in Argentina: too early.
    const { worker, store, mail, clock } = build('2026-11-21T10:00:00.000Z');
    const approved = { status: 'approved', donorName: 'Leo', message: null, messagePublic: false };
    store.donations.push(
      {
        ...approved,
        userId: 1,
        email: 'ana@example.com',
        alerts: 'daily',
        amountCents: 150_000,
        processedAt: '2026-11-20T12:00:00.000Z',
      },
      {
        ...approved,
        userId: 1,
        email: 'ana@example.com',
        alerts: 'daily',
        amountCents: 50_000,
        processedAt: '2026-11-21T02:59:00.000Z',
      },
      // The next Argentine day, refused and another creator's choice: not in the digest.
      {
        ...approved,
        userId: 1,
        email: 'ana@example.com',
        alerts: 'daily',
        amountCents: 9_900,
        processedAt: '2026-11-21T03:00:00.000Z',
      },
      {
        ...approved,
        userId: 1,
        email: 'ana@example.com',
        alerts: 'daily',
        amountCents: 7_700,
        processedAt: '2026-11-20T13:00:00.000Z',
        status: 'rejected',
      },
      {
        ...approved,
        userId: 2,
        email: 'bo@example.com',
        alerts: 'each',
        amountCents: 10_000,
        processedAt: '2026-11-20T12:00:00.000Z',
      },
    );
    await worker.runOnce();
    expect(store.ofKind('creator_digest')).toHaveLength(0);
    clock.advance(60 * MINUTE);
    await worker.runOnce();
    expect(store.payloadOf('creator_digest')).toMatchObject({
      day: '2026-11-20',
      count: 2,
      total_cents: 200_000,
    });
    expect(mail.sent.map((m) => m.to)).toEqual(['ana@example.com']);
    // A second pass, or another copy's, adds nothing (keyed by creator and day).
    expect(await worker.enqueueDigests('2026-11-20')).toBe(0);
  });
});
