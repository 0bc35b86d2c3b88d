import { POST_PATHS } from '@enlaza/shared/posts';
import { deriveKey } from './crypto';

/**
 * The mailed access link to a creator's gated posts (issue 35). Its token travels sealed in the
 * queued mail's payload and is opened only when the mail-queue worker renders it.
 */
export function postAccessLink(publicUrl: string, username: string, token: string): string {
  return `${publicUrl}${POST_PATHS.access(encodeURIComponent(username))}?token=${encodeURIComponent(token)}`;
}

/** The key a queued access mail's token is sealed with until the mail is rendered. */
export function postAccessSealKey(encryptionKey: Buffer): Buffer {
  return deriveKey(encryptionKey, 'enlaza post access mail');
}
