import { AUTH_MESSAGES } from '@enlaza/shared/auth';
import { HTTP_MESSAGES } from '@enlaza/shared/http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { UsersRepository } from '../../accounts/users.repository';
import { hashPasswordSync } from '../../lib/crypto';

const WRONG = { message: 'Email o contraseña incorrectos' };

describe('a login flood', () => {
  let t: TestApp;
  beforeAll(async () => {
    // One hashing thread, so its queue (16) overflows; N=2^13 keeps each hash meaningful but short.
    t = await createTestApp({ env: { PASSWORD_HASH_COST: '13', PASSWORD_HASH_THREADS: '1' } });
  });
  afterAll(() => t.close());

  function login(email: string, password: string, remoteAddress: string, cookie?: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress,
      headers: cookie ? { cookie } : {},
    });
  }

  /** `n` accounts sharing one creator's password hash: as many real accounts without n hashes. */
  async function accounts(n: number, tag: string): Promise<string[]> {
    const creator = await registerCreator(t.app);
    const users = new UsersRepository(t.database.db);
    const original = await users.findByEmail(creator.body.email);
    if (!original) throw new Error('registered creator not found');
    const { id: _id, ...row } = original;
    const emails = Array.from({ length: n }, (_, i) => `${tag}-${i}@example.com`);
    for (const [i, email] of emails.entries()) {
      await users.insert({ ...row, email, username: `${tag}-${i}` });
    }
    return emails;
  }

  it('hashes on its own threads and refuses past a bounded queue with 503, Retry-After and a Spanish message', async () => {
    const emails = await accounts(60, 'atacada');
    const before = t.deps.passwordHasher.completed;
    // The one thread checks a production-cost hash meanwhile, so no login's hash can finish and make
    // room while the 60 look their accounts up (on PostgreSQL that takes long enough for one to).
    const blocker = t.deps.passwordHasher.verify('otra', hashPasswordSync('otra', 17));
    const responses = await Promise.all(
      emails.map((email, i) => login(email, 'incorrecta', `203.0.113.${i + 1}`)),
    );
    expect(await blocker).toBe(true);

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
    // Every verification ran on the hasher's worker threads (the blocker's too).
    expect(t.deps.passwordHasher.completed - before).toBe(refused.length + 1);
  });

  it("lets a real user's correct login in while unknown-email logins flood the hasher", async () => {
    const creator = await registerCreator(t.app);
    const flood = Array.from({ length: 60 }, (_, i) =>
      login(`inundacion-${i}@example.com`, 'incorrecta', `198.51.100.${i + 1}`),
    );
    // The first answer comes once the flood has reached the hasher (or, before issue 18, filled its queue).
    await Promise.race(flood);
    const mine = await login(creator.body.email, creator.body.password, '192.0.2.50');
    expect(mine.statusCode).toBe(200);
    for (const res of await Promise.all(flood)) {
      expect(res.statusCode).toBe(401);
      expect(json(res)).toEqual(WRONG);
    }
  });

  it('answers unknown emails without the hasher, after as long as a recent real hash took', async () => {
    const creator = await registerCreator(t.app);
    const hasher = t.deps.passwordHasher;
    // A few wrong passwords for a real account: the durations an unknown email is made to match.
    for (const n of [1, 2, 3]) {
      expect((await login(creator.body.email, 'incorrecta', `192.0.2.${60 + n}`)).statusCode).toBe(401);
    }
    const fastest = Math.min(...hasher.recentDurationsMs());
    expect(fastest).toBeGreaterThan(0);
    const verify = vi.spyOn(hasher, 'verify');
    const hash = vi.spyOn(hasher, 'hash');
    const completed = hasher.completed;
    try {
      const timed = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const started = performance.now();
          const res = await login(`nadie-${i}@example.com`, 'incorrecta', `198.51.100.${100 + i}`);
          return { res, ms: performance.now() - started };
        }),
      );
      for (const { res, ms } of timed) {
        expect(res.statusCode).toBe(401);
        expect(json(res)).toEqual(WRONG);
        // Timers may fire up to a millisecond early.
        expect(ms).toBeGreaterThanOrEqual(fastest - 1);
      }
      expect(verify).not.toHaveBeenCalled();
      expect(hash).not.toHaveBeenCalled();
      expect(hasher.completed).toBe(completed);
    } finally {
      verify.mockRestore();
      hash.mockRestore();
    }
  });

  it("keeps an account's share of the queue while guesses at other accounts fill it", async () => {
    const attacked = await accounts(2, 'asediada');
    const creator = await registerCreator(t.app);
    const guesses = Array.from({ length: 60 }, (_, i) =>
      login(attacked[i % 2] ?? '', 'incorrecta', `198.51.101.${i + 1}`),
    );
    // A 503 is only answered once the queue is full: the real login arrives while it still is.
    await Promise.race(guesses);
    const mine = await login(creator.body.email, creator.body.password, '192.0.2.80');
    expect(mine.statusCode).toBe(200);
    const theirs = await Promise.all(guesses);
    expect(theirs.some((r) => r.statusCode === 503)).toBe(true);
  });

  it('gives the throttle back the hits of logins it turned away', async () => {
    // Ten refusals for the same account and IP would otherwise have used its 10 a minute.
    const [email = '', ...others] = await accounts(41, 'paciente');
    const flood = Array.from({ length: 40 }, (_, i) =>
      login(
        i < 30 ? (others[i] ?? '') : email,
        'incorrecta',
        i < 30 ? `198.51.100.${i + 150}` : '192.0.2.200',
      ),
    );
    const answers = await Promise.all(flood);
    expect(answers.some((r) => r.statusCode === 503)).toBe(true);
    const after = await login(email, 'incorrecta', '192.0.2.200');
    expect(after.statusCode).toBe(401);
  });

  it('answers a source guessing at many accounts at once 429 in Spanish, hashing only its share (issue 30)', async () => {
    const emails = await accounts(6, 'repartida');
    const hasher = t.deps.passwordHasher;
    const before = hasher.completed;
    // The shared thread checks a production-cost hash meanwhile: the source's first guesses still wait
    // when its later ones arrive.
    const blocker = hasher.verify('otra', hashPasswordSync('otra', 17));
    const responses = await Promise.all(emails.map((email) => login(email, 'incorrecta', '203.0.113.99')));
    expect(await blocker).toBe(true);

    expect(responses.filter((r) => r.statusCode === 401)).toHaveLength(2);
    const refused = responses.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(4);
    for (const res of refused) {
      expect(json(res)).toEqual({ message: AUTH_MESSAGES.tooManyLoginsFromSource });
      expect(res.headers['retry-after']).toBe('2');
    }
    // The blocker and the source's two guesses: the four refused were never hashed.
    expect(hasher.completed - before).toBe(3);
  });

  it("answers a known device's correct login while a stranger's hash still runs (issue 30)", async () => {
    const creator = await registerCreator(t.app);
    const first = await login(creator.body.email, creator.body.password, '192.0.2.90');
    const cookie = [first.headers['set-cookie'] ?? []].flat()[0]?.split(';')[0];
    expect(cookie).toMatch(/^enlaza_device=/);
    let strangerDone = false;
    const stranger = t.deps.passwordHasher
      .verify('otra', hashPasswordSync('otra', 17), { key: 'user:desconocida' })
      .finally(() => {
        strangerDone = true;
      });
    const mine = await login(creator.body.email, creator.body.password, '192.0.2.90', cookie);
    expect(mine.statusCode).toBe(200);
    expect(strangerDone).toBe(false);
    expect(await stranger).toBe(true);
  });

  it("answers a new device's login to an account nobody guesses at before the guesses queued at failing accounts (issue 30)", async () => {
    const attacked = await accounts(2, 'fallida');
    const creator = await registerCreator(t.app);
    const hasher = t.deps.passwordHasher;
    // Each attacked account has failed once already.
    for (const [i, email] of attacked.entries()) {
      expect((await login(email, 'incorrecta', `198.51.102.${i + 1}`)).statusCode).toBe(401);
    }
    const blocker = hasher.verify('otra', hashPasswordSync('otra', 17));
    const order: string[] = [];
    const guesses = Array.from({ length: 8 }, (_, i) =>
      login(attacked[i % 2] ?? '', 'incorrecta', `198.51.102.${i + 10}`).then((res) => {
        order.push('guess');
        return res;
      }),
    );
    // Every guess waits for the thread before the real login arrives.
    while (hasher.waiting < 8) await new Promise((r) => setTimeout(r, 10));
    const mine = login(creator.body.email, creator.body.password, '192.0.2.95').then((res) => {
      order.push('mine');
      return res;
    });
    expect((await mine).statusCode).toBe(200);
    expect(await blocker).toBe(true);
    for (const res of await Promise.all(guesses)) expect(res.statusCode).toBe(401);
    // First, or second when the blocker finished before the real login reached the queue and one
    // guess took the thread meanwhile (a busy machine); in arrival order it would be last.
    expect(order.indexOf('mine')).toBeLessThanOrEqual(1);
  });
});
