import { deriveKey, keyedHashHex } from './crypto';

/**
 * An address as the mail tables keep it when they need not read it back (issue 35: bounced
 * addresses, supporters who left a creator's post mails, post mails' dedupe keys): a keyed hash of
 * the lowercased address, so a table holds nothing usable.
 */
export function mailAddressKey(encryptionKey: Buffer, email: string): string {
  return keyedHashHex(deriveKey(encryptionKey, 'enlaza mail address'), email.trim().toLowerCase());
}

/** The same, for one creator's list (a supporter leaving one creator's mails leaves no others). */
export function creatorMailAddressKey(encryptionKey: Buffer, userId: number, email: string): string {
  return mailAddressKey(encryptionKey, `${userId}:${email.trim().toLowerCase()}`);
}
