import type { Logger } from './logger';

export interface IntervalJob {
  /** Stops scheduling and waits for a round in progress to end. */
  stop(): Promise<void>;
}

/**
 * Runs `work` every `everyMs` (never two rounds at once in this process). Used for background
 * sweeps the server starts at boot and stops on shutdown.
 */
export function startIntervalJob(
  name: string,
  everyMs: number,
  work: () => Promise<unknown>,
  log: Logger,
): IntervalJob {
  let running: Promise<void> | null = null;
  let stopped = false;
  const round = () => {
    if (running || stopped) return;
    running = work()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error, job: name }, 'background job failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(round, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
