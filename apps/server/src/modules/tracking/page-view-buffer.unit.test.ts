import { describe, expect, it } from 'vitest';
import { FakeLog } from '../../../test/fakes/fake-log';
import { FakeTrackingStore } from '../../../test/fakes/fake-tracking-store';
import type { VisitTraits } from '../../ports/page-visits';
import { PageViewBuffer } from './page-view-buffer';
import { TrackingCaps } from './tracking-caps';
import type { TrackingStore } from './tracking-store';

const traits: VisitTraits = {
  country: 'AR',
  province: null,
  device: 'mobile',
  browser: 'Chrome',
  os: 'Android',
};
const view = (n: number) => ({
  user_id: 7,
  page: 'profile',
  visitor_hash: `visitante-${n}`,
  referrer: null,
  day: '2026-11-20',
  created_at: '2026-11-20T15:00:00.000Z',
});

/** A store whose writes wait until `release()`: the database slower than the views arriving. */
function slowStore() {
  const store = new FakeTrackingStore();
  let release = () => {};
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  const slow: Pick<TrackingStore, 'unsyncedTransaction' | 'viewsPerTransaction'> = {
    viewsPerTransaction: store.viewsPerTransaction,
    unsyncedTransaction: async (work) => {
      await opened;
      return store.transaction(work);
    },
  };
  return { store, slow, release };
}

describe('PageViewBuffer: the bound', () => {
  it('holds at most its bound, counting views being written; refuses the rest, counts them and logs once', async () => {
    const { store, slow, release } = slowStore();
    const log = new FakeLog();
    const buffer = new PageViewBuffer(slow, new TrackingCaps(store), log, 5);
    // Distinct addresses, so the per-IP cap lets every one of them in.
    const add = (n: number) => buffer.add(view(n), `direccion-${n}`, traits, null);

    for (let n = 1; n <= 5; n += 1) expect(add(n)).toBe(true);
    const writing = buffer.flush();
    // The five are now a batch waiting on the database: still held, so the flood is refused.
    for (let n = 6; n <= 1_000; n += 1) expect(add(n)).toBe(false);
    expect(buffer.size).toBe(5);
    expect(buffer.dropped).toBe(995);
    expect(log.messages('warn')).toEqual(['page view buffer full: views refused until it drains']);

    release();
    await writing;
    expect(store.pageViews.map((v) => v.visitor_hash)).toEqual([1, 2, 3, 4, 5].map((n) => `visitante-${n}`));
    expect(buffer.size).toBe(0);
    expect(log.lines.at(-1)).toMatchObject({ level: 'warn', obj: { dropped: 995 } });

    // Drained: views are taken again, and a later flood is logged again, once.
    expect(add(1_001)).toBe(true);
    await buffer.flush();
    expect(store.pageViews).toHaveLength(6);
    expect(log.lines).toHaveLength(2);
  });
});

describe('PageViewBuffer: transactions the size the store asks for', () => {
  it('writes each batch as soon as it is full, never more views in one transaction, the rest on flush', async () => {
    const store = new FakeTrackingStore();
    const sizes: number[] = [];
    const counting: Pick<TrackingStore, 'unsyncedTransaction' | 'viewsPerTransaction'> = {
      viewsPerTransaction: 3,
      unsyncedTransaction: (work) =>
        store.transaction(async (tx) => {
          const before = store.pageViews.length;
          const result = await work(tx);
          sizes.push(store.pageViews.length - before);
          return result;
        }),
    };
    const buffer = new PageViewBuffer(counting, new TrackingCaps(store), new FakeLog());
    for (let n = 1; n <= 7; n += 1) buffer.add(view(n), `direccion-${n}`, traits, null);
    // Two batches were full: written without waiting for the timer.
    await new Promise((resolve) => setImmediate(resolve));
    expect(sizes).toEqual([3, 3]);
    expect(buffer.size).toBe(1);
    await buffer.flush();
    expect(sizes).toEqual([3, 3, 1]);
    expect(store.pageViews).toHaveLength(7);
  });
});
