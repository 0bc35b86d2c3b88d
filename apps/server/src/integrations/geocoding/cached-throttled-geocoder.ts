import type { GeocodeResult } from '@enlaza/shared/geocoding';
import { foldText } from './display-name';
import { type Geocoder, GeocoderUnavailableError } from './geocoder-port';
import type { SharedGeocoderState } from './shared-geocoder-state';

export interface CacheThrottleOptions {
  /** How long an answer is reused. */
  ttlMs?: number;
  maxEntries?: number;
  /** Minimum time between two upstream requests (Nominatim: 1 per second). */
  minIntervalMs?: number;
  /** Requests waiting for their turn beyond this are refused rather than queued for minutes. */
  maxQueue?: number;
  /** Time source for the cache expiry (the app clock). */
  now?: () => number;
  /** Several copies: the cache and the pacing they share (Redis); this copy's own are kept too. */
  shared?: SharedGeocoderState;
}

/**
 * Runs upstream calls one at a time, each starting at least `intervalMs` after the previous one
 * ended, in arrival order: measured from the answer, so network jitter can never bring two requests
 * closer than the interval at the provider.
 */
class Spacer {
  private turn: Promise<void> = Promise.resolve();
  /** Calls holding the turn (running or in their closing interval) or waiting for it. */
  private occupied = 0;

  constructor(
    private readonly intervalMs: number,
    private readonly maxQueue: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    // The call holding the turn is not queued; only those behind it count against maxQueue.
    if (this.occupied > this.maxQueue) throw new GeocoderUnavailableError('too many queued requests');
    this.occupied += 1;
    const previous = this.turn;
    let release = () => {};
    this.turn = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    try {
      return await task();
    } finally {
      setTimeout(() => {
        this.occupied -= 1;
        release();
      }, this.intervalMs).unref();
    }
  }
}

/**
 * Wraps a real geocoder as the OSM policy asks: answers are cached by normalised query (the same
 * search is never sent twice within the TTL, and identical searches in flight share one request),
 * and upstream requests are queued to at most one per interval — queued, not dropped.
 */
export class CachedThrottledGeocoder implements Geocoder {
  private readonly cache = new Map<string, { expires: number; results: GeocodeResult[] }>();
  private readonly inFlight = new Map<string, Promise<GeocodeResult[]>>();
  private readonly spacer: Spacer;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly minIntervalMs: number;
  private readonly shared: SharedGeocoderState | undefined;

  constructor(
    private readonly upstream: Geocoder,
    options: CacheThrottleOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 24 * 60 * 60_000;
    this.maxEntries = options.maxEntries ?? 5_000;
    this.now = options.now ?? Date.now;
    this.minIntervalMs = options.minIntervalMs ?? 1_000;
    this.spacer = new Spacer(this.minIntervalMs, options.maxQueue ?? 30);
    this.shared = options.shared;
  }

  async search(query: string, options: { limit: number }): Promise<GeocodeResult[]> {
    const key = `${options.limit}|${foldText(query)}`;
    const cached = this.cache.get(key);
    if (cached && cached.expires > this.now()) return structuredClone(cached.results);
    if (cached) this.cache.delete(key);
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.lookUp(key, query, options).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return structuredClone(await pending);
  }

  private async lookUp(key: string, query: string, options: { limit: number }): Promise<GeocodeResult[]> {
    const shared = this.shared;
    const elsewhere = await shared?.cached(key);
    if (elsewhere) {
      this.remember(key, elsewhere);
      return elsewhere;
    }
    const results = await this.spacer.run(async () => {
      if (!shared) return this.upstream.search(query, options);
      await shared.takeTurn(this.minIntervalMs);
      try {
        return await this.upstream.search(query, options);
      } finally {
        await shared.endTurn(this.minIntervalMs);
      }
    });
    this.remember(key, results);
    await shared?.remember(key, results, this.ttlMs);
    return results;
  }

  private remember(key: string, results: GeocodeResult[]): void {
    if (this.cache.size >= this.maxEntries) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(key, { expires: this.now() + this.ttlMs, results });
  }
}
