import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPasswordSync } from './crypto';
import { PasswordHasher, SourceBusyError } from './password-hasher';

describe('PasswordHasher scheduling (issue 30)', () => {
  // One shared thread, as on a small server; hashes at the integration tests' low cost.
  let hasher: PasswordHasher;
  let quick: string;
  beforeAll(() => {
    hasher = new PasswordHasher({ cost: 10, threads: 1, maxQueue: 16 });
    quick = hashPasswordSync('rapida', 10);
  });
  afterAll(() => hasher.close());

  it("serves a known device's login before any stranger's, even while a stranger's hash runs", async () => {
    // A production-cost hash keeps the shared thread busy while the other jobs arrive.
    const slow = hashPasswordSync('lenta', 17);
    const order: string[] = [];
    const track = (name: string, verified: Promise<boolean>) =>
      verified.then((ok) => {
        order.push(name);
        return ok;
      });
    const running = track('stranger running', hasher.verify('lenta', slow, { key: 'user:1' }));
    const queued = [2, 3, 4].map((n) =>
      track(`stranger queued ${n}`, hasher.verify('rapida', quick, { key: `user:${n}` })),
    );
    const known = track('known device', hasher.verify('rapida', quick, { key: 'user:5', priority: true }));

    expect(await Promise.all([running, ...queued, known])).toEqual([true, true, true, true, true]);
    expect(order[0]).toBe('known device');
    expect(order.slice(1)).toEqual([
      'stranger running',
      'stranger queued 2',
      'stranger queued 3',
      'stranger queued 4',
    ]);
    // Two production-cost hashes take seconds on a busy machine.
  }, 30_000);

  it("refuses a source's guess at one more account than its share without hashing it", async () => {
    const source = '203.0.113.7';
    const before = hasher.completed;
    const guesses = [1, 2, 3, 4, 5, 6].map((n) =>
      hasher.verify('incorrecta', quick, { key: `user:${n}`, source }),
    );
    // The same account again waits its account's turn (its own rate limits bound it); another
    // address, and the same address's known device, keep their own shares.
    const again = hasher.verify('incorrecta', quick, { key: 'user:2', source });
    const elsewhere = hasher.verify('incorrecta', quick, { key: 'user:7', source: '198.51.100.1' });
    const ownDevice = hasher.verify('rapida', quick, { key: 'user:8', priority: true, source });

    const settled = await Promise.allSettled(guesses);
    expect(settled.map((s) => s.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
    ]);
    for (const refused of settled.slice(2)) {
      expect(refused.status === 'rejected' && refused.reason).toBeInstanceOf(SourceBusyError);
    }
    expect(await again).toBe(false);
    expect(await elsewhere).toBe(false);
    expect(await ownDevice).toBe(true);
    // Three guesses, the other address's and the device's: the refused four were never hashed.
    expect(hasher.completed - before).toBe(5);

    // Once its hashes are done, the source has its share again.
    await expect(hasher.verify('incorrecta', quick, { key: 'user:1', source })).resolves.toBe(false);
  });
});
