import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAIL_MESSAGES } from '@enlaza/shared/mail';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { buildApp } from '../../app';
import { type AppWiring, createDeps } from '../../create-deps';
import { enqueueMail } from '../../db/mail-queue.repository';
import type { MailMessage, MailSender } from '../../integrations/mail/mail-port';
import { OutboxMailer, readOutbox } from '../../integrations/mail/outbox-mailer';
import {
  connectCreator,
  createGoal,
  donation,
  notify,
  payQuietly,
  simulatorOf,
  startDonation,
} from '../../integrations/payments/testing/payment-test-helpers';
import { MAX_MAIL_ATTEMPTS, retryDelayMs } from './mail-backoff';

/** The mail port in front of the outbox folder; while `refusing`, every send fails as a down SMTP server would. */
class FlakyMailer implements MailSender {
  refusing = false;
  attempts = 0;
  constructor(private readonly outbox: OutboxMailer) {}

  async send(message: MailMessage): Promise<void> {
    this.attempts += 1;
    // Real servers name the recipient in their refusal: it must never reach the row or the log.
    if (this.refusing)
      throw new Error(`connect ECONNREFUSED 127.0.0.1:2525 <${message.to}> (smtp://mailer:clave@smtp.local)`);
    await this.outbox.send(message);
  }
}

// 12:00 in Buenos Aires on a Friday.
const START = new Date('2026-11-20T15:00:00.000Z');

describe('mail_queue: receipts and alerts, sent once and never lost', () => {
  let t: TestApp;
  let mailer: FlakyMailer;
  let clock: TestClock;
  /** A second copy of the server over the same database. */
  let copy: { app: FastifyInstance; deps: AppWiring };
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-mail-queue-'));

  beforeAll(async () => {
    clock = new TestClock(START);
    mailer = new FlakyMailer(new OutboxMailer(outboxDir));
    t = await createTestApp({ clock, mail: mailer });
    const deps = createDeps(t.deps.config, t.database, {
      clock,
      mail: mailer,
      log: t.logs.log,
      payments: t.deps.payments,
    });
    const app = await buildApp(deps);
    await app.ready();
    copy = { app, deps };
  });
  afterAll(async () => {
    await copy?.app.close();
    await copy?.deps.passwordHasher.close();
    await t.close();
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });

  let donorCounter = 0;
  /** A connected creator with a goal, a donation by a donor who gave an email, and its approved payment. */
  const approvedPayment = async (alerts?: 'each' | 'daily' | 'none') => {
    const creator = await registerCreator(t.app);
    const seller = await connectCreator(t, creator);
    if (alerts) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile/alerts',
        headers: creator.headers,
        payload: { donation_alerts: alerts },
      });
      expect(res.statusCode).toBe(200);
    }
    const goalId = await createGoal(t, creator.headers);
    donorCounter += 1;
    const donorEmail = `martin.donante${donorCounter}@example.com`;
    const { donation_id } = await startDonation(t, goalId, 1500, {
      donor_name: 'Martín',
      donor_email: donorEmail,
      message: '¡Fuerza con el disco!',
      message_public: false,
    });
    const payment = await payQuietly(t, donation_id, 'approve');
    return { creator, seller, donationId: donation_id, payment, donorEmail };
  };

  const queued = (donationId: string) =>
    t.database.db
      .selectFrom('mail_queue')
      .selectAll()
      .where('donation_id', '=', donationId)
      .orderBy('kind')
      .execute();

  /** The donation mails in the outbox to `to` (the creator's verification mail left out). */
  const mailsTo = async (to: string) =>
    (await readOutbox(outboxDir)).filter(
      (m) => m.to === to && m.subject !== MAIL_MESSAGES.verification.subject,
    );

  it('queues one receipt and one alert for 50 duplicate notifications across two copies, and the two workers send each once', async () => {
    const { creator, seller, donationId, payment, donorEmail } = await approvedPayment();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        notify(i % 2 === 0 ? t : { ...t, app: copy.app }, payment.id, seller),
      ),
    );
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect((await donation(t, donationId)).mp_status).toBe('approved');

    const rows = await queued(donationId);
    expect(rows.map((r) => [r.kind, r.recipient, r.status])).toEqual([
      ['creator_alert', creator.body.email, 'pending'],
      ['donor_receipt', donorEmail, 'pending'],
    ]);
    const receiptPayload = JSON.parse(rows[1]?.payload ?? '{}');
    expect(receiptPayload).toMatchObject({ amount_cents: 150_000, operation_number: payment.id });

    // Both copies' workers at once: the claim lets one of them send each mail.
    const rounds = await Promise.all([t.deps.mailQueue.sendDue(), copy.deps.mailQueue.sendDue()]);
    expect(rounds.reduce((n, r) => n + r.sent, 0)).toBe(2);
    expect((await t.deps.mailQueue.sendDue()).sent).toBe(0);

    const receipts = await mailsTo(donorEmail);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain(payment.id);
    const alerts = await mailsTo(creator.body.email);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text).toContain('Mensaje privado (solo para ti)');
    // The creator reads the donor's email on the donations screen; the alert does not carry it.
    expect(alerts[0]?.html).not.toContain(donorEmail);
    expect(alerts[0]?.text).not.toContain(donorEmail);
    const sent = await queued(donationId);
    expect(sent.every((r) => r.status === 'sent' && r.attempts === 1 && r.sent_at !== null)).toBe(true);
  });

  it('approves the donation at once while the mail server refuses, backs off, and delivers each mail once after it recovers', async () => {
    // The creator's verification mail (issue 22) goes out before the server starts refusing.
    const { creator, seller, donationId, payment, donorEmail } = await approvedPayment();
    mailer.refusing = true;
    try {
      const res = await notify(t, payment.id, seller);
      expect(res.statusCode).toBe(200);
      expect((await donation(t, donationId)).mp_status).toBe('approved');

      expect(await t.deps.mailQueue.sendDue()).toEqual({ sent: 0, retried: 2, failed: 0 });
      let rows = await queued(donationId);
      for (const row of rows) {
        expect(row.status).toBe('pending');
        expect(row.attempts).toBe(1);
        expect(row.next_attempt_at).toBe(new Date(clock.now().getTime() + 60_000).toISOString());
        expect(row.last_error).toContain('ECONNREFUSED');
        expect(row.last_error).not.toContain('@example.com');
        expect(row.last_error).not.toContain('clave');
      }

      // Not due before its minute is up.
      clock.advance(59_000);
      expect(await t.deps.mailQueue.sendDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
      clock.advance(1_000);
      expect((await t.deps.mailQueue.sendDue()).retried).toBe(2);
      rows = await queued(donationId);
      // Second failure: two minutes.
      expect(rows.map((r) => r.next_attempt_at)).toEqual(
        rows.map(() => new Date(clock.now().getTime() + 120_000).toISOString()),
      );
      expect(await mailsTo(donorEmail)).toHaveLength(0);

      mailer.refusing = false;
      clock.advance(120_000);
      expect((await t.deps.mailQueue.sendDue()).sent).toBe(2);
      expect((await t.deps.mailQueue.sendDue()).sent).toBe(0);
      expect(await mailsTo(donorEmail)).toHaveLength(1);
      expect(await mailsTo(creator.body.email)).toHaveLength(1);
      rows = await queued(donationId);
      expect(rows.map((r) => [r.status, r.attempts])).toEqual([
        ['sent', 3],
        ['sent', 3],
      ]);
    } finally {
      mailer.refusing = false;
    }
  });

  it('gives a mail up as failed after the last attempt, keeping the error', async () => {
    const { seller, donationId, payment } = await approvedPayment('none');
    await notify(t, payment.id, seller);
    expect((await queued(donationId)).map((r) => r.kind)).toEqual(['donor_receipt']);
    mailer.refusing = true;
    try {
      for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
        const round = await t.deps.mailQueue.sendDue();
        expect(round.failed).toBe(attempt === MAX_MAIL_ATTEMPTS ? 1 : 0);
        clock.advance(retryDelayMs(attempt));
      }
      const [row] = await queued(donationId);
      expect(row?.status).toBe('failed');
      expect(row?.attempts).toBe(MAX_MAIL_ATTEMPTS);
      expect(row?.last_error).toContain('ECONNREFUSED');
      // The delays doubled up to the hour: 1, 2, 4, 8, 16, 32, 60 minutes.
      expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual(
        [1, 2, 4, 8, 16, 32, 60].map((m) => m * 60_000),
      );
      mailer.refusing = false;
      clock.advance(24 * 3_600_000);
      expect(await t.deps.mailQueue.sendDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    } finally {
      mailer.refusing = false;
    }
  });

  it("'No enviar' queues no alert; 'Resumen diario' queues none either and sends one digest the next day", async () => {
    const none = await approvedPayment('none');
    await notify(t, none.payment.id, none.seller);
    expect((await queued(none.donationId)).map((r) => r.kind)).toEqual(['donor_receipt']);

    const daily = await approvedPayment('daily');
    await notify(t, daily.payment.id, daily.seller);
    expect((await queued(daily.donationId)).map((r) => r.kind)).toEqual(['donor_receipt']);
    await t.deps.mailQueue.sendDue();

    // From 08:00 of the next Argentine day, the worker's round queues yesterday's digest once and sends it.
    const today = new Date(clock.now().getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
    const nextMorning = Date.parse(`${today}T00:00:00.000Z`) + 24 * 3_600_000 + 11 * 3_600_000;
    clock.advance(nextMorning - 60_000 - clock.now().getTime());
    await t.deps.mailQueue.runOnce();
    const early = await t.database.db
      .selectFrom('mail_queue')
      .select('id')
      .where('kind', '=', 'creator_digest')
      .where('user_id', '=', daily.creator.user.id)
      .execute();
    expect(early).toHaveLength(0);
    clock.advance(60_000);
    await t.deps.mailQueue.runOnce();
    await t.deps.mailQueue.runOnce();
    expect(await copy.deps.mailQueue.enqueueDigests(today)).toBe(0);
    const digests = await t.database.db
      .selectFrom('mail_queue')
      .selectAll()
      .where('kind', '=', 'creator_digest')
      .where('user_id', '=', daily.creator.user.id)
      .execute();
    expect(digests.map((d) => [d.dedupe_key, d.status])).toEqual([
      [`creator_digest:${daily.creator.user.id}:${today}`, 'sent'],
    ]);
    const mails = await mailsTo(daily.creator.body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Resumen diario');
    expect(mails[0]?.text).toContain('Martín');
    expect(await mailsTo(none.creator.body.email)).toHaveLength(0);
  });

  it('tells the creator about a refund and a chargeback, once each', async () => {
    const refunded = await approvedPayment();
    await notify(t, refunded.payment.id, refunded.seller);
    clock.advance(1_000);
    await simulatorOf(t).setPaymentStatus(refunded.payment.id, 'refunded');
    await notify(t, refunded.payment.id, refunded.seller);
    await notify(t, refunded.payment.id, refunded.seller);
    const charged = await approvedPayment();
    await notify(t, charged.payment.id, charged.seller);
    clock.advance(1_000);
    await simulatorOf(t).setPaymentStatus(charged.payment.id, 'charged_back');
    await notify(t, charged.payment.id, charged.seller);
    expect((await queued(refunded.donationId)).map((r) => r.kind)).toEqual([
      'creator_alert',
      'donor_receipt',
      'refund_notice',
    ]);
    expect((await queued(charged.donationId)).map((r) => r.kind)).toContain('chargeback_notice');
    await t.deps.mailQueue.sendDue();
    const refundMails = (await mailsTo(refunded.creator.body.email)).filter((m) =>
      m.subject.includes('reembolsó'),
    );
    expect(refundMails).toHaveLength(1);
    const chargebacks = (await mailsTo(charged.creator.body.email)).filter((m) =>
      m.subject.includes('Contracargo'),
    );
    expect(chargebacks).toHaveLength(1);
  });

  it('runs as a job of the app: sends due mail on its own, one copy holding the lease, given back on close', async () => {
    const creator = await registerCreator(t.app);
    const deps = createDeps({ ...t.deps.config, mailQueueEveryMs: 100 }, t.database, {
      clock,
      mail: mailer,
      log: t.logs.log,
      payments: t.deps.payments,
    });
    const app = await buildApp(deps, { backgroundJobs: true });
    try {
      await enqueueMail(
        t.database.db,
        {
          kind: 'refund_notice',
          recipient: creator.body.email,
          userId: creator.user.id,
          donationId: null,
          dedupeKey: `refund_notice:job-test:${creator.user.id}`,
          payload: { amount_cents: 50_000, donor_name: null, operation_number: null },
        },
        clock.now().toISOString(),
      );
      await expect.poll(async () => (await mailsTo(creator.body.email)).length, { timeout: 5_000 }).toBe(1);
      const lease = await t.database.db
        .selectFrom('job_locks')
        .select('name')
        .where('name', '=', 'mail-queue')
        .execute();
      expect(lease).toHaveLength(1);
    } finally {
      await app.close();
      await deps.passwordHasher.close();
    }
    const after = await t.database.db
      .selectFrom('job_locks')
      .select('name')
      .where('name', '=', 'mail-queue')
      .execute();
    expect(after).toHaveLength(0);
    expect(await mailsTo(creator.body.email)).toHaveLength(1);
  });

  it('keeps the preference per creator: a bad value changes nothing, and nobody else is touched', async () => {
    const a = await registerCreator(t.app);
    const b = await registerCreator(t.app);
    const get = async (headers: Record<string, string>) =>
      json<{ data: { donation_alerts: string } }>(
        await t.app.inject({ method: 'GET', url: '/api/users/profile/alerts', headers }),
      ).data.donation_alerts;
    expect(await get(a.headers)).toBe('each');
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile/alerts',
      headers: a.headers,
      payload: { donation_alerts: 'semanal' },
    });
    expect(bad.statusCode).toBe(400);
    expect(json<{ errors: { field: string; message: string }[] }>(bad).errors).toEqual([
      { field: 'donation_alerts', message: 'Elige «Cada aporte», «Resumen diario» o «No enviar»' },
    ]);
    expect(await get(a.headers)).toBe('each');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile/alerts',
      headers: a.headers,
      payload: { donation_alerts: 'daily' },
    });
    expect(json<{ message: string; data: unknown }>(saved)).toMatchObject({
      message: 'Avisos de aportes guardados',
      data: { donation_alerts: 'daily' },
    });
    expect(await get(a.headers)).toBe('daily');
    expect(await get(b.headers)).toBe('each');
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile/alerts' })).statusCode).toBe(401);
  });
});
