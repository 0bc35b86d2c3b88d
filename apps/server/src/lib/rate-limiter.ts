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
   * Takes one hit from every charge at once. If any counter is over its limit, the hits just
   * taken are given back and the refusal with the longest wait is returned.
   */
  async reserve(charges: RateCharge[]): Promise<RateReservation | RateRefusal> {
    const results = await Promise.allSettled(charges.map((c) => this.limiterFor(c.rule).consume(c.key)));
    const refusals: RateRefusal[] = [];
    const taken: RateCharge[] = [];
    results.forEach((result, i) => {
      const charge = charges[i];
      if (!charge) return;
      if (result.status === 'fulfilled') {
        taken.push(charge);
      } else if (isRefusal(result.reason)) {
        refusals.push({
          rule: charge.rule,
          retryAfterSeconds: Math.max(1, Math.ceil(result.reason.msBeforeNext / 1000)),
        });
      } else {
        throw result.reason;
      }
    });
    if (refusals.length) {
      await this.giveBack(taken);
      return refusals.reduce((a, b) => (b.retryAfterSeconds > a.retryAfterSeconds ? b : a));
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
