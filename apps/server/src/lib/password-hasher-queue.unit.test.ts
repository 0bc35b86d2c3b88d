import { describe, expect, it } from 'vitest';
import { FairQueue } from './password-hasher-queue';

function drain<T>(queue: FairQueue<T>): T[] {
  const out: T[] = [];
  for (let item = queue.shift(); item !== undefined; item = queue.shift()) out.push(item);
  return out;
}

describe('FairQueue', () => {
  it('serves keys in turn, each key in its own order', () => {
    const queue = new FairQueue<string>(10);
    for (const item of ['a1', 'a2', 'a3', 'b1', 'c1', 'b2']) queue.push(item[0] ?? '', item);
    expect(drain(queue)).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
    expect(queue.size).toBe(0);
  });

  it("makes room for a key with fewer waiting by turning away the biggest key's newest item", () => {
    const queue = new FairQueue<string>(4);
    for (const item of ['a1', 'a2', 'a3', 'a4']) expect(queue.push('a', item)).toEqual([]);
    expect(queue.push('a', 'a5')).toEqual(['a5']);
    expect(queue.push('b', 'b1')).toEqual(['a4']);
    expect(queue.push('b', 'b2')).toEqual(['a3']);
    // Two each: taking from 'a' would leave it smaller than 'b', so the newcomer is the one turned away.
    expect(queue.push('b', 'b3')).toEqual(['b3']);
    expect(queue.push('c', 'c1')).toEqual(['a2']);
    // 'b' still holds two: the next newcomer takes one of them; then every key holds one.
    expect(queue.push('d', 'd1')).toEqual(['b2']);
    expect(queue.push('e', 'e1')).toEqual(['e1']);
    expect(queue.size).toBe(4);
    expect(drain(queue)).toEqual(['a1', 'b1', 'c1', 'd1']);
  });

  it('serves the lowest-ranked keys first when given a rank, in turn among equals', () => {
    const queue = new FairQueue<string>(10);
    for (const item of ['a1', 'a2', 'b1', 'c1', 'c2', 'd1']) queue.push(item[0] ?? '', item);
    const asked: Record<string, number> = { a: 3, b: 3, c: 0, d: 1 };
    const rank = (key: string) => asked[key] ?? 0;
    const out: string[] = [];
    for (let item = queue.shift(rank); item !== undefined; item = queue.shift(rank)) out.push(item);
    expect(out).toEqual(['c1', 'c2', 'd1', 'a1', 'b1', 'a2']);
  });
});
