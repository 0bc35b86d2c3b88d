import { HTTP_MESSAGES } from '@enlaza/shared/http-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/test-app';

describe('a login flood', () => {
  let t: TestApp;
  beforeAll(async () => {
    // One hashing thread, so its queue (16) overflows; N=2^13 keeps each hash meaningful but short.
    t = await createTestApp({ env: { PASSWORD_HASH_COST: '13', PASSWORD_HASH_THREADS: '1' } });
  });
  afterAll(() => t.close());

  it('hashes on its own threads and refuses past a bounded queue with 503, Retry-After and a Spanish message', async () => {
    const before = t.deps.passwordHasher.completed;
    const logins = Array.from({ length: 60 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `inundacion-${i}@example.com`, password: 'incorrecta' },
        remoteAddress: `203.0.113.${i + 1}`,
      }),
    );
    const responses = await Promise.all(logins);

    const busy = responses.filter((r) => r.statusCode === 503);
    const refused = responses.filter((r) => r.statusCode === 401);
    expect(busy.length + refused.length).toBe(60);
    // One running and 16 waiting at most: every other login is turned away at once.
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(refused.length).toBeLessThanOrEqual(17 + 1);
    expect(busy.length).toBeGreaterThanOrEqual(60 - 18);
    for (const res of busy) {
      expect(json(res)).toEqual({ message: HTTP_MESSAGES.busy });
      expect(res.headers['retry-after']).toBe('2');
    }
    // Every verification ran on the hasher's worker threads (plus the one dummy hash for unknown emails).
    expect(t.deps.passwordHasher.completed - before).toBe(refused.length + 1);
  });

  it('gives the throttle back the hits of logins it turned away', async () => {
    // Ten refusals for the same account and IP would otherwise have used its 10 a minute.
    const email = 'paciente@example.com';
    const flood = Array.from({ length: 40 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: i < 30 ? `otra-${i}@example.com` : email, password: 'incorrecta' },
        remoteAddress: i < 30 ? `198.51.100.${i + 1}` : '192.0.2.200',
      }),
    );
    await Promise.all(flood);
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'incorrecta' },
      remoteAddress: '192.0.2.200',
    });
    expect(after.statusCode).toBe(401);
  });
});
