import { createCipheriv, createDecipheriv } from 'node:crypto';
import { deriveKey } from '../../lib/crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The wall's entry ids: a donation id (a UUID, 16 bytes) enciphered as one AES block under a key
 * derived from the server's encryption key. Opaque to visitors (the donation id would open its
 * status page, amount included), the same id every time, and read back without a lookup table.
 */
export class WallEntryIds {
  private readonly key: Buffer;

  constructor(encryptionKey: Buffer) {
    this.key = deriveKey(encryptionKey, 'enlaza wall entry id');
  }

  encode(donationId: string): string {
    const cipher = createCipheriv('aes-256-ecb', this.key, null).setAutoPadding(false);
    const block = Buffer.from(donationId.replaceAll('-', ''), 'hex');
    return Buffer.concat([cipher.update(block), cipher.final()]).toString('base64url');
  }

  /** The donation id, or null when `entryId` is not one of ours. */
  decode(entryId: string): string | null {
    const block = Buffer.from(entryId, 'base64url');
    if (block.length !== 16 || block.toString('base64url') !== entryId) return null;
    const decipher = createDecipheriv('aes-256-ecb', this.key, null).setAutoPadding(false);
    const hex = Buffer.concat([decipher.update(block), decipher.final()]).toString('hex');
    const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    return UUID.test(id) ? id : null;
  }
}
