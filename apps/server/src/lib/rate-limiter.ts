import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitStore, RateRule } from './rate-limit-store';

export type { RateRule } from './rate-limit-store';

/** A key counted against a rule, e.g. the per-IP login rule for one address. */
export interface RateCharge {
  rule: RateRule;
  key: string;
}

/** Answer of a refused reservation: how long until the fullest counter frees a hit. */
export interface RateRefusal {
  rule: RateRule;
  retryAfterSeconds: number;
}

/** Hits taken by `reserve`; `release` gives them back when the attempt turned out legitimate. */
export interface RateReservation {
  release(options?: { reset?: RateRule[] }): Promise<void>;
}

function isRefusal(error: unknown): error is RateLimiterRes {
  return error instanceof RateLimiterRes;
}

/**
 * Fixed-window counters on a pluggable store (memory, PostgreSQL, Redis). Every hit is
 * counted before the work it guards, so parallel requests cannot slip past the limit.
 * The windows run on the store's own clock (Date.now in memory and PostgreSQL, TTLs in Redis).
 */
export class RateLimiter {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(private readonly store: RateLimitStore) {}

  private limiterFor(rule: RateRule): RateLimiterAbstract {
    const id = `${rule.name}/${rule.points}/${rule.durationSeconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = this.store.limiter(rule);
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  /**
   * Takes one hit from each charge, in the order given (narrowest rule first). The first full
   * counter refuses: the hits already taken are given back and the later counters are never
   * touched, so requests refused by a narrow rule cannot fill a wider one, not even for a moment
   * while many run in parallel.
   */
  async reserve(charges: RateCharge[]): Promise<RateReservation | RateRefusal> {
    const taken: RateCharge[] = [];
    for (const charge of charges) {
      try {
        await this.limiterFor(charge.rule).consume(charge.key);
        taken.push(charge);
      } catch (error) {
        if (!isRefusal(error)) throw error;
        await this.giveBack(taken);
        return { rule: charge.rule, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
      }
    }
    return {
      release: async ({ reset = [] } = {}) => {
        const cleared = charges.filter((c) => reset.includes(c.rule));
        await this.giveBack(charges.filter((c) => !reset.includes(c.rule)));
        await Promise.all(cleared.map((c) => this.limiterFor(c.rule).delete(c.key)));
      },
    };
  }

  private async giveBack(charges: RateCharge[]): Promise<void> {
    await Promise.all(charges.map((c) => this.limiterFor(c.rule).reward(c.key)));
  }

  /** Takes one hit of `bucket` and says whether it is still within `max` hits per window. */
  async take(bucket: string, max: number, windowMs: number): Promise<boolean> {
    const rule: RateRule = { name: 'take', points: max, durationSeconds: Math.ceil(windowMs / 1000) };
    const outcome = await this.reserve([{ rule, key: bucket }]);
    return !('retryAfterSeconds' in outcome);
  }
}

export function isRefused(outcome: RateReservation | RateRefusal): outcome is RateRefusal {
  return 'retryAfterSeconds' in outcome;
}
