import { decrypt, encrypt } from './crypto';

/** The clear value of a sealed token; null when absent or unreadable (the key changed). */
export function openToken(sealed: string | null, key: Buffer): string | null {
  if (!sealed) return null;
  try {
    return decrypt(sealed, key);
  } catch {
    return null;
  }
}

/** A token sealed with AES-256-GCM for storage; null stays null. */
export function sealToken(value: string | null, key: Buffer): string | null {
  return value ? encrypt(value, key) : null;
}

/** When a token that lives `expiresInSeconds` from `now` expires, as an ISO string. */
export function tokenExpiry(expiresInSeconds: number, now: Date): string {
  return new Date(now.getTime() + expiresInSeconds * 1000).toISOString();
}
