import { randomBytes } from 'node:crypto';
import { Piscina } from 'piscina';
import { FairQueue } from './password-hasher-queue';
import { HashDurations } from './password-hasher-timing';
import type { PasswordTask } from './password-worker';
import { workerExecArgv, workerFileBeside } from './worker-pool';

export interface PasswordHasherOptions {
  /** scrypt cost (log2 N) for new hashes. */
  cost: number;
  threads: number;
  /** Hashes allowed to wait for a thread in each lane; past it the hasher refuses at once. */
  maxQueue: number;
}

/**
 * Who a hash is for. `key` shares the queue fairly (one account, one address); `priority` puts it in
 * the lane of its own that logins from a device the account has used before wait in.
 */
export interface HashJob {
  key: string;
  priority?: boolean;
}

/** Thrown instead of queueing when every thread is busy and the queue is full. */
export class HasherBusyError extends Error {
  constructor() {
    super('password hasher queue is full');
  }
}

const workerFile = workerFileBeside(import.meta.url, 'password-worker');

interface Waiting {
  task: PasswordTask;
  resolve(result: string | boolean): void;
  reject(error: unknown): void;
}

const ANONYMOUS: HashJob = { key: 'anonymous' };

const costOf = (stored: string) => Number(stored.split('$')[1]);

/**
 * Password hashing in a small worker-thread pool of its own. Hashes wait in two bounded lanes
 * (logins from known devices first), each served round-robin by key; threads only get a task
 * when one is free. Keeps the durations of recent hashes at the configured cost.
 */
export class PasswordHasher {
  private readonly pool: Piscina<PasswordTask, string | boolean>;
  private readonly lanes: { priority: FairQueue<Waiting>; standard: FairQueue<Waiting> };
  private readonly durations = new HashDurations();
  private running = 0;
  private calibration: Promise<string> | undefined;
  private closed = false;

  constructor(private readonly options: PasswordHasherOptions) {
    this.lanes = { priority: new FairQueue(options.maxQueue), standard: new FairQueue(options.maxQueue) };
    this.pool = new Piscina({
      filename: workerFile,
      minThreads: 0,
      maxThreads: options.threads,
      // The lanes above hold the waiting; the pool is never handed more than it has threads.
      maxQueue: options.threads,
      // Threads go away when logins stop, so an idle server keeps no scrypt memory around.
      idleTimeout: 30_000,
      // Hashing yields the CPU to the event loop when both want it: pages stay fast during a flood.
      niceIncrement: 10,
      // scrypt's 128 MiB live outside the JS heap; the thread itself needs only a small one.
      resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 },
      execArgv: workerExecArgv(workerFile),
    });
  }

  private run(task: PasswordTask, job: HashJob): Promise<string | boolean> {
    if (this.closed) return Promise.reject(new Error('password hasher is closed'));
    const lane = job.priority ? this.lanes.priority : this.lanes.standard;
    const started = performance.now();
    // Only hashes at today's cost say how long a login takes now (old hashes may be cheaper).
    const timed = task.kind === 'hash' || costOf(task.stored) === this.options.cost;
    return new Promise<string | boolean>((resolve, reject) => {
      const waiting: Waiting = { task, resolve, reject };
      for (const turnedAway of lane.push(job.key, waiting)) turnedAway.reject(new HasherBusyError());
      this.pump();
    }).then((result) => {
      if (timed) this.durations.record(performance.now() - started);
      return result;
    });
  }

  private pump(): void {
    while (this.running < this.options.threads) {
      const next = this.lanes.priority.shift() ?? this.lanes.standard.shift();
      if (!next) return;
      this.running += 1;
      this.pool
        .run(next.task)
        .then(next.resolve, next.reject)
        .finally(() => {
          this.running -= 1;
          this.pump();
        });
    }
  }

  async hash(password: string, job: HashJob = ANONYMOUS): Promise<string> {
    const result = await this.run({ kind: 'hash', password, cost: this.options.cost }, job);
    if (typeof result !== 'string') throw new Error('password worker answered no hash');
    return result;
  }

  async verify(password: string, stored: string, job: HashJob = ANONYMOUS): Promise<boolean> {
    return (await this.run({ kind: 'verify', password, stored }, job)) === true;
  }

  /**
   * How long a login that does not hash should wait to look like one that does: one of the recent
   * real durations (queue wait included). Before any, this process hashes once to learn it.
   */
  async imitationMs(): Promise<number> {
    const drawn = this.durations.draw();
    if (drawn !== undefined) return drawn;
    this.calibration ??= this.hash(randomBytes(16).toString('hex'), { key: 'calibration' }).catch(
      (error: unknown) => {
        this.calibration = undefined;
        throw error;
      },
    );
    await this.calibration;
    return this.durations.draw() ?? 0;
  }

  /** The recent durations imitations are drawn from, in milliseconds. */
  recentDurationsMs(): readonly number[] {
    return this.durations.list();
  }

  /** Hashes and verifications the worker threads have finished. */
  get completed(): number {
    return this.pool.completed;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const lane of [this.lanes.priority, this.lanes.standard]) {
      for (let waiting = lane.shift(); waiting; waiting = lane.shift()) {
        waiting.reject(new Error('password hasher is closed'));
      }
    }
    await this.pool.destroy();
  }
}
