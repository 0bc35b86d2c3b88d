import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  scrypt,
  scryptSync,
  timingSafeEqual,
} from 'node:crypto';

/** An opaque, URL-safe random token (256 bits). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A key of its own for one purpose, derived from the server's encryption key (HMAC-SHA-256). */
export function deriveKey(encryptionKey: Buffer, purpose: string): Buffer {
  return createHmac('sha256', encryptionKey).update(purpose).digest();
}

/** Keyed SHA-256 of `value`, hex: stores something (an address) that must be matched, never read back. */
export function keyedHashHex(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

/** AES-256-GCM; the output is "iv.tag.ciphertext" in base64url, for tokens kept at rest. */
export function encrypt(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function decrypt(sealed: string, key: Buffer): string {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !tag || !body) throw new Error('Malformed sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

const SCRYPT_R = 8;
const SCRYPT_P = 1;
const KEY_LENGTH = 32;

function scryptOptions(n: number) {
  return { N: n, r: SCRYPT_R, p: SCRYPT_P, maxmem: 256 * n * SCRYPT_R + 1024 * 1024 };
}

function scryptAsync(password: string, salt: Buffer, n: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, scryptOptions(n), (err, key) => (err ? reject(err) : resolve(key)));
  });
}

interface StoredHash {
  cost: number;
  salt: Buffer;
  key: Buffer;
}

function formatHash(cost: number, salt: Buffer, key: Buffer): string {
  return `scrypt$${cost}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

function parseHash(stored: string): StoredHash | null {
  const [scheme, costText, saltText, keyText] = stored.split('$');
  const cost = Number(costText);
  if (scheme !== 'scrypt' || !Number.isInteger(cost) || cost < 1 || cost > 24 || !saltText || !keyText) {
    return null;
  }
  return { cost, salt: Buffer.from(saltText, 'base64url'), key: Buffer.from(keyText, 'base64url') };
}

const sameKey = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);

/**
 * scrypt with r=8, p=1 and N=2^cost (OWASP: N=2^17). The parameters travel inside the stored
 * string, so raising the cost later keeps old hashes verifiable. The server hashes through
 * PasswordHasher (its own worker threads); these run on libuv's pool, for the seed and the CLI.
 */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  return formatHash(cost, salt, await scryptAsync(password, salt, 2 ** cost));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  return sameKey(await scryptAsync(password, parsed.salt, 2 ** parsed.cost), parsed.key);
}

/** The same, blocking the calling thread: only for the password worker threads. */
export function hashPasswordSync(password: string, cost: number): string {
  const salt = randomBytes(16);
  return formatHash(cost, salt, scryptSync(password, salt, KEY_LENGTH, scryptOptions(2 ** cost)));
}

export function verifyPasswordSync(password: string, stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  return sameKey(scryptSync(password, parsed.salt, KEY_LENGTH, scryptOptions(2 ** parsed.cost)), parsed.key);
}
