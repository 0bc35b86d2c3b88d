import type { Logger } from '../../lib/logger';
import type { RedisConnections } from '../redis/redis-connection';
import { type BusHandler, LocalHandlers, type MessageBus } from './message-bus';

/**
 * Redis publish/subscribe between copies. A message this copy publishes comes back to it through
 * Redis like everyone else's; while Redis is away it is handed to this copy's handlers directly, so
 * a single copy keeps working and the others simply miss it (their caches expire on their own).
 */
export class RedisBus implements MessageBus {
  private readonly handlers = new LocalHandlers();
  private readonly pending: Promise<void>[] = [];
  private readonly prefix: string;

  constructor(
    private readonly redis: RedisConnections,
    private readonly log: Logger,
  ) {
    this.prefix = `${redis.prefix}bus:`;
    redis.subscriber.on('message', (channel: string, message: string) => {
      if (channel.startsWith(this.prefix)) this.handlers.deliver(channel.slice(this.prefix.length), message);
    });
  }

  async publish(channel: string, message: string): Promise<number> {
    try {
      // Redis answers how many subscribed connections got it: one per copy listening on the channel.
      return await this.redis.client.publish(this.prefix + channel, message);
    } catch {
      return this.handlers.deliver(channel, message);
    }
  }

  subscribe(channel: string, handler: BusHandler): () => void {
    const added = this.handlers.add(channel, handler);
    if (added.first) {
      this.pending.push(
        this.redis.subscriber.subscribe(this.prefix + channel).then(
          () => undefined,
          (error: unknown) => {
            this.log.error({ err: error, channel }, 'Redis subscription failed');
            throw error;
          },
        ),
      );
    }
    return added.remove;
  }

  async ready(): Promise<void> {
    await Promise.all(this.pending);
  }

  close(): Promise<void> {
    return this.redis.close();
  }
}
