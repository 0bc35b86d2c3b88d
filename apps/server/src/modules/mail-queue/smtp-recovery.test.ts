import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { SmtpMailer } from '../../integrations/mail/smtp-mailer';
import { FakeSmtpServer } from '../../integrations/mail/testing/fake-smtp-server';
import {
  connectCreator,
  createGoal,
  donation,
  notify,
  payQuietly,
  startDonation,
} from '../../integrations/payments/testing/payment-test-helpers';

/** A port nobody listens on (yet): the SMTP server of this test starts there later. */
async function freePort(): Promise<number> {
  const probe = new FakeSmtpServer();
  const port = await probe.listen();
  await probe.close();
  return port;
}

describe('mail queue over real SMTP', () => {
  let t: TestApp;
  let port: number;
  const smtp = new FakeSmtpServer();

  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({
      clock: new TestClock(),
      mail: new SmtpMailer(`smtp://127.0.0.1:${port}`, 'Enlazá <no-reply@enlaza.ar>'),
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('approves the donation while the SMTP server is down, and delivers receipt and alert once when it is back', async () => {
    // The creator verifies their email (issue 22) while the server is up; then it goes down.
    await smtp.listen(port);
    const creator = await registerCreator(t.app);
    const seller = await connectCreator(t, creator);
    await smtp.close();
    smtp.received.length = 0;
    const goalId = await createGoal(t, creator.headers);
    const donorEmail = 'sofia.donante@example.com';
    const { donation_id } = await startDonation(t, goalId, 2000, {
      donor_name: 'Sofía',
      donor_email: donorEmail,
    });
    const payment = await payQuietly(t, donation_id, 'approve');

    expect((await notify(t, payment.id, seller)).statusCode).toBe(200);
    expect((await donation(t, donation_id)).mp_status).toBe('approved');
    expect(await t.deps.mailQueue.sendDue()).toEqual({ sent: 0, retried: 2, failed: 0 });

    await smtp.listen(port);
    (t.deps.clock as TestClock).advance(60_000);
    expect(await t.deps.mailQueue.sendDue()).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(await t.deps.mailQueue.sendDue()).toEqual({ sent: 0, retried: 0, failed: 0 });

    expect(smtp.received.map((m) => m.to).sort()).toEqual([[creator.body.email], [donorEmail]].sort());
    const receipt = smtp.received.find((m) => m.to[0] === donorEmail);
    // HTML and plain text in one message.
    expect(receipt?.data).toMatch(/multipart\/alternative/i);
    expect(receipt?.data).toMatch(/text\/plain/i);
    expect(receipt?.data).toMatch(/text\/html/i);
  });
});
