import { randomInt } from 'node:crypto';
import { keyedHashHex } from '../../lib/crypto';

/** Letters and digits that cannot be mistaken for one another when copied by hand (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;
export const RECOVERY_CODE_COUNT = 10;

function randomPart(): string {
  let out = '';
  for (let i = 0; i < HALF; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** Ten one-use codes as shown to the creator ('abcde-fghjk'), about 49 random bits each. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomPart()}-${randomPart()}`);
}

/** The stored form: a keyed hash of the code without its dash, in lower case. */
export function recoveryCodeHash(key: Buffer, code: string): string {
  return keyedHashHex(key, code.replace(/[\s-]/g, '').toLowerCase());
}
