export type BusHandler = (message: string) => void;

/**
 * Messages to every copy of the server: the in-process bus for one copy, Redis publish/subscribe
 * for several. Delivery is at most once and only to copies connected at that moment, which is what
 * cache invalidation and live updates need (nothing here is a record of anything).
 */
export interface MessageBus {
  /**
   * Reaches the channel's handlers in every copy, this one included. Answers how many copies it
   * reached (those subscribed to the channel at that moment), so a sender can wait for their replies.
   */
  publish(channel: string, message: string): Promise<number>;
  /** Adds a handler; the answer removes it. */
  subscribe(channel: string, handler: BusHandler): () => void;
  /** Resolves once every subscription made so far is in place (the app awaits it before listening). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Handlers by channel, each called on its own so one failing never stops the others. */
export class LocalHandlers {
  private readonly byChannel = new Map<string, Set<BusHandler>>();

  add(channel: string, handler: BusHandler): { first: boolean; remove: () => void } {
    let set = this.byChannel.get(channel);
    const first = !set || set.size === 0;
    if (!set) {
      set = new Set();
      this.byChannel.set(channel, set);
    }
    set.add(handler);
    return { first, remove: () => set.delete(handler) };
  }

  /** Answers 1 when this copy listens on the channel, else 0. */
  deliver(channel: string, message: string): number {
    const handlers = this.byChannel.get(channel);
    for (const handler of handlers ?? []) {
      try {
        handler(message);
      } catch {
        // A handler's failure is its own (handlers catch and log what matters to them).
      }
    }
    return handlers && handlers.size > 0 ? 1 : 0;
  }
}

/** One process: delivered synchronously, before `publish` resolves. */
export class InProcessBus implements MessageBus {
  private readonly handlers = new LocalHandlers();

  async publish(channel: string, message: string): Promise<number> {
    return this.handlers.deliver(channel, message);
  }

  subscribe(channel: string, handler: BusHandler): () => void {
    return this.handlers.add(channel, handler).remove;
  }

  async ready(): Promise<void> {}

  async close(): Promise<void> {}
}
