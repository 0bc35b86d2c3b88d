/**
 * Waiting hashes, served round-robin by key (an account, an address): a key with many hashes
 * waiting delays every other key by at most one hash per turn. When the queue is full, a key
 * holding fewer than the biggest key's share still gets in: the biggest key's newest item leaves.
 */
export class FairQueue<T> {
  /** A Map iterates in insertion order: a key moved to the end waits for every other key's turn. */
  private readonly byKey = new Map<string, T[]>();
  private count = 0;

  /** `capacity`: items allowed to wait, all keys together. */
  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.count;
  }

  /** Adds `item`; answers the items turned away to make room or, when the queue is full for it, `item` itself. */
  push(key: string, item: T): T[] {
    const waiting = this.byKey.get(key) ?? [];
    let dropped: T[] = [];
    if (this.count >= this.capacity) {
      const biggest = this.biggest();
      // Taking from the biggest key must leave it no smaller than this key then is.
      if (!biggest || biggest.length <= waiting.length + 1) return [item];
      dropped = biggest.splice(-1, 1);
      this.count -= 1;
    }
    waiting.push(item);
    if (waiting.length === 1) this.byKey.set(key, waiting);
    this.count += 1;
    return dropped;
  }

  /**
   * The next item: the first key in turn, or with `rank`, the first in turn of the keys ranked
   * lowest (e.g. the accounts asked for least lately).
   */
  shift(rank?: (key: string) => number): T | undefined {
    const next = rank ? this.lowestRanked(rank) : this.byKey.entries().next().value;
    if (!next) return undefined;
    const [key, waiting] = next;
    const item = waiting.shift();
    this.byKey.delete(key);
    if (waiting.length) this.byKey.set(key, waiting);
    this.count -= 1;
    return item;
  }

  private lowestRanked(rank: (key: string) => number): [string, T[]] | undefined {
    let found: [string, T[]] | undefined;
    let lowest = Number.POSITIVE_INFINITY;
    for (const entry of this.byKey) {
      const r = rank(entry[0]);
      if (r < lowest) [found, lowest] = [entry, r];
    }
    return found;
  }

  private biggest(): T[] | undefined {
    let found: T[] | undefined;
    for (const waiting of this.byKey.values()) if (!found || waiting.length > found.length) found = waiting;
    return found;
  }
}
