import { describe, expect, it } from 'vitest';
import { RecentDemand } from './password-hasher-demand';

describe('RecentDemand', () => {
  it('counts asks per key within the window and forgets them after it', () => {
    const demand = new RecentDemand(1000, 10);
    for (const at of [0, 100, 900]) demand.record('a', at);
    demand.record('b', 500);
    expect(demand.count('a', 950)).toBe(3);
    expect(demand.count('b', 950)).toBe(1);
    expect(demand.count('c', 950)).toBe(0);
    // The window runs from a key's first ask: past it, the key starts again.
    expect(demand.count('a', 1000)).toBe(0);
    demand.record('a', 1001);
    expect(demand.count('a', 1002)).toBe(1);
  });

  it('keeps at most its number of keys, dropping the one asked for longest ago', () => {
    const demand = new RecentDemand(60_000, 2);
    demand.record('a', 0);
    demand.record('b', 1);
    demand.record('a', 2);
    demand.record('c', 3);
    expect(demand.count('a', 4)).toBe(2);
    expect(demand.count('b', 4)).toBe(0);
    expect(demand.count('c', 4)).toBe(1);
  });
});
