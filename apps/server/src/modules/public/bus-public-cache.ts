import type { MessageBus } from '../../integrations/bus/message-bus';
import type { Clock } from '../../lib/clock';
import { InProcessPublicCache } from './in-process-public-cache';
import type { PublicCache } from './public-cache';
import type { OwnersOf } from './public-read-cache';

const CHANNEL = 'public-cache';

/**
 * Several copies: each keeps its own short-lived read cache, and a creator's write is announced on
 * the bus (Redis) before the write's answer leaves, so every copy forgets that creator's entries and
 * its next request reads the change. While the bus is away, entries still expire after their TTL.
 */
export class BusPublicCache implements PublicCache {
  private readonly local: InProcessPublicCache;

  constructor(
    clock: Clock,
    private readonly bus: MessageBus,
  ) {
    this.local = new InProcessPublicCache(clock);
    bus.subscribe(CHANNEL, (message) => {
      const userId = Number(message);
      if (Number.isSafeInteger(userId)) this.local.store.forgetCreator(userId);
    });
  }

  read<T>(key: string, load: () => Promise<T>, ownersOf: OwnersOf<T>): Promise<T> {
    return this.local.read(key, load, ownersOf);
  }

  async invalidateCreator(userId: number): Promise<void> {
    this.local.store.forgetCreator(userId);
    await this.bus.publish(CHANNEL, String(userId));
  }
}
