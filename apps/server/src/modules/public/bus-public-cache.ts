import { randomUUID } from 'node:crypto';
import type { MessageBus } from '../../integrations/bus/message-bus';
import type { Clock } from '../../lib/clock';
import { InProcessPublicCache } from './in-process-public-cache';
import type { Forgetting, PublicCache } from './public-cache';
import type { OwnersOf } from './public-read-cache';

const CHANNEL = 'public-cache';
/** Each copy's "forgot it" for a change it heard of on CHANNEL. */
const FORGOT_CHANNEL = 'public-cache-forgot';
/** Copies answer within milliseconds; one that has not after this is slow or gone. */
export const FORGET_CONFIRM_WAIT_MS = 500;

interface Waiting {
  /** How many copies heard the change (unknown until the publish answers). */
  expected: number;
  confirmed: number;
  done: (everywhere: boolean) => void;
}

/**
 * Several copies: each keeps its own short-lived read cache, and a creator's write is announced on
 * the bus (Redis) before the write's answer leaves, so every copy forgets that creator's entries and
 * its next request reads the change. While the bus is away, entries still expire after their TTL.
 *
 * The message is `{userId} {changeId}`; each copy, once it forgot, answers `{changeId}` on
 * FORGOT_CHANNEL, and the writing copy counts those answers against the number of copies Redis
 * says heard the change. Only then is the HTTP cache purged (page-change-announcer.ts): a copy that
 * had not forgotten yet could otherwise refill the HTTP cache with the old page right after the purge.
 */
export class BusPublicCache implements PublicCache {
  private readonly local: InProcessPublicCache;
  private readonly waiting = new Map<string, Waiting>();

  constructor(
    clock: Clock,
    private readonly bus: MessageBus,
    private readonly confirmWaitMs = FORGET_CONFIRM_WAIT_MS,
  ) {
    this.local = new InProcessPublicCache(clock);
    bus.subscribe(CHANNEL, (message) => {
      const [id, changeId] = message.split(' ');
      const userId = Number(id);
      if (!Number.isSafeInteger(userId)) return;
      this.local.store.forgetCreator(userId);
      if (changeId) void this.bus.publish(FORGOT_CHANNEL, changeId);
    });
    bus.subscribe(FORGOT_CHANNEL, (changeId) => {
      const wait = this.waiting.get(changeId);
      if (!wait) return;
      wait.confirmed += 1;
      if (wait.confirmed >= wait.expected) wait.done(true);
    });
  }

  read<T>(key: string, load: () => Promise<T>, ownersOf: OwnersOf<T>): Promise<T> {
    return this.local.read(key, load, ownersOf);
  }

  async invalidateCreator(userId: number): Promise<Forgetting> {
    this.local.store.forgetCreator(userId);
    const changeId = randomUUID();
    let done: (everywhere: boolean) => void = () => {};
    const everywhere = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => done(false), this.confirmWaitMs);
      timer.unref();
      done = (result) => {
        clearTimeout(timer);
        this.waiting.delete(changeId);
        resolve(result);
      };
    });
    // Registered before publishing: a fast copy's answer may arrive before the publish's count.
    const wait: Waiting = { expected: Number.POSITIVE_INFINITY, confirmed: 0, done };
    this.waiting.set(changeId, wait);
    wait.expected = await this.bus.publish(CHANNEL, `${userId} ${changeId}`);
    if (wait.confirmed >= wait.expected) done(true);
    return { everywhere };
  }
}
