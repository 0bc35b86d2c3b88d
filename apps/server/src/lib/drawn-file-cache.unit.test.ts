import { describe, expect, it } from 'vitest';
import { DrawnFileCache } from './drawn-file-cache';

describe('DrawnFileCache', () => {
  it('keeps files within its byte bound, dropping the least recently used', async () => {
    const cache = new DrawnFileCache({ maxFiles: 100, maxBytes: 100 });
    let draws = 0;
    const file = (fill: number) => async () => {
      draws += 1;
      return Buffer.alloc(40, fill);
    };
    await cache.get('a', file(1));
    await cache.get('b', file(2));
    await cache.get('a', file(1));
    await cache.get('c', file(3));
    expect(cache.bytes).toBe(80);
    expect(draws).toBe(3);
    // 'b' was the least recently used: it is drawn again, 'a' is not.
    await cache.get('a', file(1));
    expect(draws).toBe(3);
    await cache.get('b', file(2));
    expect(draws).toBe(4);
  });

  it('draws a key once for requests that arrive while it is being drawn, and again after a failed drawing', async () => {
    const cache = new DrawnFileCache({ maxFiles: 10, maxBytes: 1000 });
    let draws = 0;
    const slow = () =>
      new Promise<Buffer>((resolve) => {
        draws += 1;
        setTimeout(() => resolve(Buffer.from('png')), 10);
      });
    const files = await Promise.all([cache.get('k', slow), cache.get('k', slow), cache.get('k', slow)]);
    expect(draws).toBe(1);
    expect(files.every((f) => f.toString() === 'png')).toBe(true);

    await expect(cache.get('broken', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect((await cache.get('broken', async () => Buffer.from('ok'))).toString()).toBe('ok');
  });
});
