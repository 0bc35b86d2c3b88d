import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIntervalJob } from './interval-job';
import { silentLogger } from './logger';

describe('startIntervalJob', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs on its interval, never two rounds at once, and stops after the round in progress', async () => {
    let rounds = 0;
    let finish: () => void = () => {};
    const job = startIntervalJob(
      'test',
      1000,
      () =>
        new Promise<void>((resolve) => {
          rounds += 1;
          finish = resolve;
        }),
      silentLogger,
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(rounds).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(rounds).toBe(1);
    // Still running: the next ticks skip.
    await vi.advanceTimersByTimeAsync(3000);
    expect(rounds).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(rounds).toBe(2);

    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(5000);
    expect(rounds).toBe(2);
  });

  it('logs a failed round and keeps going', async () => {
    const errors: object[] = [];
    const log = { ...silentLogger, error: (obj: object) => errors.push(obj) };
    let calls = 0;
    const job = startIntervalJob(
      'failing',
      100,
      async () => {
        calls += 1;
        throw new Error('boom');
      },
      log,
    );
    await vi.advanceTimersByTimeAsync(250);
    expect(calls).toBe(2);
    expect(errors).toHaveLength(2);
    await job.stop();
  });
});
