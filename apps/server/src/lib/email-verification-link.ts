import { deriveKey } from './crypto';

/** The page a verification mail links to (GET verifies, then shows the result). */
export const VERIFY_EMAIL_PATH = '/verificar-email';

export function emailVerificationLink(publicUrl: string, token: string): string {
  return `${publicUrl}${VERIFY_EMAIL_PATH}?token=${encodeURIComponent(token)}`;
}

/** The key a queued verification mail's token is sealed with until the mail is rendered. */
export function verificationSealKey(encryptionKey: Buffer): Buffer {
  return deriveKey(encryptionKey, 'enlaza email verification mail');
}
