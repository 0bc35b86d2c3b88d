import { SUBSCRIBER_PATHS } from '@enlaza/shared/fans';
import { deriveKey } from './crypto';

/**
 * The links of fans' mails (issue 24). Their tokens travel sealed in the queued mail's payload and
 * are opened only when the mail-queue worker renders it.
 */
export function fanConfirmLink(publicUrl: string, token: string): string {
  return `${publicUrl}${SUBSCRIBER_PATHS.confirm}?token=${encodeURIComponent(token)}`;
}

export function fanUnsubscribeLink(publicUrl: string, token: string): string {
  return `${publicUrl}${SUBSCRIBER_PATHS.unsubscribe}?token=${encodeURIComponent(token)}`;
}

/** The key a queued fan mail's token is sealed with until the mail is rendered. */
export function fanMailSealKey(encryptionKey: Buffer): Buffer {
  return deriveKey(encryptionKey, 'enlaza fan subscriber mail');
}
