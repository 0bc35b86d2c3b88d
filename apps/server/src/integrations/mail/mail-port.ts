export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058) on fans' mails; the adapters pass them on. */
  headers?: Record<string, string>;
}

/** Outgoing mail. Adapters: SMTP when SMTP_URL is set, otherwise the local outbox folder. */
export interface MailSender {
  send(message: MailMessage): Promise<void>;
}
