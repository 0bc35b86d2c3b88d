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

/**
 * Whether a failed send can never succeed for this address (an SMTP 5xx answer, e.g. 550 no such
 * mailbox): the address is marked 'rebotado' and not tried again. Anything else (a 4xx, a timeout, a
 * server down) is temporary and retried with back-off.
 */
export function isPermanentMailFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
