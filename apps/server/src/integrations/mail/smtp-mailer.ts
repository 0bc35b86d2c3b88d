import nodemailer, { type Transporter } from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { MailMessage, MailSender } from './mail-port';

/**
 * A silent or unreachable server fails a send within these limits instead of nodemailer's minutes:
 * the mail queue's worker then tries again later (mail-queue-worker.ts). The URL's query may override them.
 */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

export class SmtpMailer implements MailSender {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(new SMTPTransport({ ...TIMEOUTS, url: smtpUrl }));
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }
}
