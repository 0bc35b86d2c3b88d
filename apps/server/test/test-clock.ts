import { vi } from 'vitest';
import type { Clock } from '../src/lib/clock';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  private current: number;

  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }
}

/**
 * Rate-limit stores read the system time themselves (Date.now in memory and PostgreSQL, TTLs in
 * Redis). A test that moves time past a limit window fakes Date and moves both clocks together.
 */
export function fakeSystemTime(clock: TestClock): { advance(ms: number): void; restore(): void } {
  vi.useFakeTimers({ toFake: ['Date'], now: clock.now() });
  return {
    advance(ms) {
      clock.advance(ms);
      vi.setSystemTime(clock.now());
    },
    restore: () => vi.useRealTimers(),
  };
}
