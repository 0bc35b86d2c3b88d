import { Redis } from 'ioredis';
import type { Logger } from '../../lib/logger';

export class RedisUnavailableError extends Error {
  constructor(url: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`No se pudo conectar a Redis en ${redactUrl(url)} (REDIS_URL): ${reason}`);
  }
}

/** The URL without its password, for messages and logs. */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

/**
 * The two connections a copy keeps to Redis: commands (and publishing) on one, subscriptions on the
 * other (a subscribed connection can do nothing else). Commands fail at once while Redis is away
 * instead of queueing, so a page never waits on it; ioredis keeps reconnecting and resubscribes.
 */
export interface RedisConnections {
  client: Redis;
  subscriber: Redis;
  /** Starts every key and channel (REDIS_KEY_PREFIX). */
  prefix: string;
  close(): Promise<void>;
}

function open(url: string): Redis {
  return new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
}

/**
 * Connects both or throws RedisUnavailableError (the server then exits with that message). A loss
 * later is logged once per outage, and its return once.
 */
export async function connectRedis(url: string, prefix: string, log: Logger): Promise<RedisConnections> {
  const client = open(url);
  const subscriber = open(url);
  const both = [client, subscriber];
  let started = false;
  let lost = false;
  let lastError: unknown;
  for (const connection of both) {
    // Errors also arrive as 'close' and reconnect attempts; an unhandled 'error' would crash the process.
    connection.on('error', (error: unknown) => {
      lastError = error;
    });
    connection.on('close', () => {
      if (!started || lost) return;
      lost = true;
      log.warn({}, 'Redis connection lost: serving pages without live updates while reconnecting');
    });
    connection.on('ready', () => {
      if (!lost || both.some((c) => c.status !== 'ready')) return;
      lost = false;
      log.info({}, 'Redis connection restored');
    });
  }
  try {
    await Promise.all(both.map((connection) => connection.connect()));
  } catch (error) {
    for (const connection of both) connection.disconnect();
    throw new RedisUnavailableError(url, lastError ?? error);
  }
  started = true;
  return {
    client,
    subscriber,
    prefix,
    async close() {
      started = false;
      await Promise.all(both.map((c) => c.quit().catch(() => c.disconnect())));
    },
  };
}
