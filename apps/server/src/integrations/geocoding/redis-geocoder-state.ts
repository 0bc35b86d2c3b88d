import { setTimeout as sleep } from 'node:timers/promises';
import type { GeocodeResult } from '@enlaza/shared/geocoding';
import type { Redis } from 'ioredis';
import type { SharedGeocoderState } from './shared-geocoder-state';

/** A turn whose holder died mid-call frees itself after this (the HTTP call times out well before). */
const TURN_HOLD_MS = 15_000;

function isResults(value: unknown): value is GeocodeResult[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null);
}

/**
 * The geocoder's cache and pacing in Redis. The turn is one key taken with SET NX: held for the
 * call, then left to expire `intervalMs` after the answer. If Redis is away the copy falls back to
 * its own cache and pacing (each copy still sends at most 1 request/s).
 */
export class RedisGeocoderState implements SharedGeocoderState {
  private readonly answers: string;
  private readonly turn: string;

  constructor(
    private readonly client: Redis,
    prefix: string,
  ) {
    this.answers = `${prefix}geo:answer:`;
    this.turn = `${prefix}geo:turn`;
  }

  async cached(key: string): Promise<GeocodeResult[] | null> {
    try {
      const text = await this.client.get(this.answers + key);
      if (!text) return null;
      const value: unknown = JSON.parse(text);
      return isResults(value) ? value : null;
    } catch {
      return null;
    }
  }

  async remember(key: string, results: GeocodeResult[], ttlMs: number): Promise<void> {
    try {
      await this.client.set(this.answers + key, JSON.stringify(results), 'PX', ttlMs);
    } catch {
      // Kept in this copy's memory anyway.
    }
  }

  async takeTurn(intervalMs: number): Promise<void> {
    for (;;) {
      let wait: number;
      try {
        const taken = await this.client.set(this.turn, '1', 'PX', TURN_HOLD_MS + intervalMs, 'NX');
        if (taken === 'OK') return;
        wait = await this.client.pttl(this.turn);
      } catch {
        return;
      }
      await sleep(Math.min(Math.max(wait, 20), intervalMs));
    }
  }

  async endTurn(intervalMs: number): Promise<void> {
    try {
      await this.client.set(this.turn, '1', 'PX', intervalMs);
    } catch {
      // The held turn expires on its own.
    }
  }
}
