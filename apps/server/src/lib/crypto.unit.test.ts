import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decrypt, encrypt, hashPassword, randomToken, safeEqual, sha256Hex, verifyPassword } from './crypto';

describe('password hashing (scrypt)', () => {
  it('verifies the password it hashed and rejects any other', async () => {
    const stored = await hashPassword('secreto123', 12);
    expect(stored).not.toContain('secreto123');
    expect(await verifyPassword('secreto123', stored)).toBe(true);
    expect(await verifyPassword('secreto124', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash: the same password never gives the same string', async () => {
    const [a, b] = await Promise.all([hashPassword('igual', 12), hashPassword('igual', 12)]);
    expect(a).not.toBe(b);
  });

  it('stores the cost in the hash, so hashes of another cost still verify', async () => {
    const cheap = await hashPassword('secreto123', 12);
    const dearer = await hashPassword('secreto123', 13);
    expect(cheap.split('$').slice(0, 2)).toEqual(['scrypt', '12']);
    expect(dearer.split('$').slice(0, 2)).toEqual(['scrypt', '13']);
    expect(await verifyPassword('secreto123', cheap)).toBe(true);
    expect(await verifyPassword('secreto123', dearer)).toBe(true);
  });

  it('answers false, without throwing, for a stored value it cannot read', async () => {
    const good = await hashPassword('secreto123', 12);
    const [, , salt, key] = good.split('$');
    for (const stored of [
      '',
      'secreto123',
      `bcrypt$12$${salt}$${key}`,
      `scrypt$abc$${salt}$${key}`,
      `scrypt$99$${salt}$${key}`,
      `scrypt$12$${salt}`,
      `scrypt$12$${salt}$${key?.slice(1)}`,
    ]) {
      expect(await verifyPassword('secreto123', stored)).toBe(false);
    }
  });
});

describe('encryption at rest (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('round-trips text, with a fresh IV each time', () => {
    const plain = 'APP_USR-token-de-mercado-pago ñandú';
    const a = encrypt(plain, key);
    const b = encrypt(plain, key);
    expect(a).not.toBe(b);
    expect(a).not.toContain('mercado');
    expect(decrypt(a, key)).toBe(plain);
    expect(decrypt(b, key)).toBe(plain);
  });

  it('throws when the sealed value was altered, is malformed or the key is another', () => {
    const sealed = encrypt('secreto', key);
    const [iv, tag, body] = sealed.split('.') as [string, string, string];
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    expect(() => decrypt([iv, tag, flip(body)].join('.'), key)).toThrow();
    expect(() => decrypt([iv, flip(tag), body].join('.'), key)).toThrow();
    expect(() => decrypt([flip(iv), tag, body].join('.'), key)).toThrow();
    expect(() => decrypt(`${iv}.${tag}`, key)).toThrow();
    expect(() => decrypt('', key)).toThrow();
    expect(() => decrypt(sealed, randomBytes(32))).toThrow();
  });
});

describe('tokens and digests', () => {
  it('makes URL-safe random tokens of 256 bits', () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(token);
  });

  it('hashes with sha256 and compares in constant time', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
