import { SUBSCRIBER_PATHS } from '@enlaza/shared/fans';
import { deriveKey } from './crypto';

/**
 * A monthly supporter leaves a creator's post mails (issue 35) on the same page fans leave their
 * list, and through the same one-click POST: their tokens start with 's'.
 */
export function postMailOptOutLink(publicUrl: string, token: string): string {
  return `${publicUrl}${SUBSCRIBER_PATHS.unsubscribe}?token=${encodeURIComponent(token)}`;
}

/** The key a queued post mail's unsubscribe link is sealed with until the mail is rendered. */
export function postMailSealKey(encryptionKey: Buffer): Buffer {
  return deriveKey(encryptionKey, 'enlaza post mail');
}
