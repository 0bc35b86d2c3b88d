import { deriveKey, encrypt } from '../../lib/crypto';

/** The key endpoints' signing secrets are sealed with (AES-256-GCM), derived from the server's key. */
export function webhookSecretKey(encryptionKey: Buffer): Buffer {
  return deriveKey(encryptionKey, 'enlaza webhook signing secret');
}

export function sealSecret(secret: string, key: Buffer): string {
  return encrypt(secret, key);
}
