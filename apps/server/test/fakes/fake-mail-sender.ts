import type { MailMessage, MailSender } from '../../src/integrations/mail/mail-port';

/** The mail port: keeps what was sent; `failNext` makes the next sends throw, as a server that refuses. */
export class FakeMailSender implements MailSender {
  readonly sent: MailMessage[] = [];
  private failures: Error[] = [];

  failNext(times: number, error = new Error('421 try again later')): void {
    this.failures = Array.from({ length: times }, () => error);
  }

  async send(message: MailMessage): Promise<void> {
    const failure = this.failures.shift();
    if (failure) throw failure;
    this.sent.push(message);
  }
}
