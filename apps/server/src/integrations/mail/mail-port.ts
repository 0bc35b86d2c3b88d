export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Outgoing mail. Adapters: SMTP when SMTP_URL is set, otherwise the local outbox folder. */
export interface MailSender {
  send(message: MailMessage): Promise<void>;
}
