import { randomBytes } from 'node:crypto';
import { Piscina } from 'piscina';
import { RecentDemand } from './password-hasher-demand';
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
  /**
   * Threads only logins from known devices use (on top of `threads`), so they never wait behind
   * a stranger's hash. Default 1.
   */
  knownDeviceThreads?: number;
  /**
   * Accounts (keys) one source (a client address) may have hashes waiting or running for at once, in
   * each lane; one account's own guesses are bounded by its rate limits. Default 2.
   */
  accountsPerSource?: number;
}

/**
 * Who a hash is for. `key` shares the queue fairly (one account, one address); `priority` puts it in
 * the lane of its own that logins from a device the account has used before wait in.
 */
export interface HashJob {
  key: string;
  priority?: boolean;
  /** The client address: bounds what one source can have hashed at once across accounts. */
  source?: string;
}

/** Thrown instead of queueing when every thread is busy and the queue is full. */
export class HasherBusyError extends Error {
  constructor() {
    super('password hasher queue is full');
  }
}

/** Thrown instead of queueing when the job's source already has hashes under way for its share of other accounts. */
export class SourceBusyError extends Error {
  constructor() {
    super('this source already has its share of password hashes under way');
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

type Pool = Piscina<PasswordTask, string | boolean>;

function passwordPool(threads: number, niceIncrement: number): Pool {
  return new Piscina({
    filename: workerFile,
    minThreads: 0,
    maxThreads: threads,
    // The lanes hold the waiting; a pool is never handed more than it has threads.
    maxQueue: threads,
    // Threads go away when logins stop, so an idle server keeps no scrypt memory around.
    idleTimeout: 30_000,
    niceIncrement,
    // scrypt's 128 MiB live outside the JS heap; the thread itself needs only a small one.
    resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 },
    execArgv: workerExecArgv(workerFile),
  });
}

/**
 * Password hashing in worker threads of its own. Hashes wait in two bounded lanes, each served by
 * key in turn: logins from known devices, then everything else. Known devices are preferred
 * strictly: they have threads of their own (un-niced, so neither strangers' hashes nor the requests
 * of a flood delay them) and take a free shared thread before any stranger. Among strangers, the
 * accounts asked for least lately go first, so a login to an account nobody is guessing at skips
 * the guesses' backlog. One source has hashes waiting or running for at most
 * `accountsPerSource` accounts at once in each lane; a guess at one more is refused at once,
 * unhashed. Keeps the durations of recent strangers' hashes at the configured cost.
 */
export class PasswordHasher {
  /** Everyone's hashes; niced, so pages stay fast while a flood of guesses keeps it busy. */
  private readonly shared: Pool;
  /** Only logins from known devices (and signed-in checks) use these. */
  private readonly known: Pool;
  private readonly lanes: { priority: FairQueue<Waiting>; standard: FairQueue<Waiting> };
  private readonly durations = new HashDurations();
  private readonly demand = new RecentDemand();
  private readonly rankByDemand = (key: string) => this.demand.count(key);
  private readonly running = { shared: 0, known: 0 };
  private readonly knownThreads: number;
  private readonly accountsPerSource: number;
  /** Per lane and source: hashes waiting or running for each key. */
  private readonly bySource = new Map<string, Map<string, number>>();
  private calibration: Promise<string> | undefined;
  private closed = false;

  constructor(private readonly options: PasswordHasherOptions) {
    this.knownThreads = options.knownDeviceThreads ?? 1;
    this.accountsPerSource = options.accountsPerSource ?? 2;
    this.lanes = { priority: new FairQueue(options.maxQueue), standard: new FairQueue(options.maxQueue) };
    this.shared = passwordPool(options.threads, 10);
    this.known = passwordPool(this.knownThreads, 0);
  }

  private run(task: PasswordTask, job: HashJob): Promise<string | boolean> {
    if (this.closed) return Promise.reject(new Error('password hasher is closed'));
    const lane = job.priority ? this.lanes.priority : this.lanes.standard;
    if (!job.priority) this.demand.record(job.key);
    const source = job.source === undefined ? undefined : `${job.priority ? 'known' : 'other'}|${job.source}`;
    if (source !== undefined && !this.enter(source, job.key)) return Promise.reject(new SourceBusyError());
    const started = performance.now();
    // Strangers' hashes at today's cost say how long a wrong password takes now (old hashes may be
    // cheaper, and known devices hash on threads of their own).
    const timed = !job.priority && (task.kind === 'hash' || costOf(task.stored) === this.options.cost);
    const settled = new Promise<string | boolean>((resolve, reject) => {
      const waiting: Waiting = { task, resolve, reject };
      for (const turnedAway of lane.push(job.key, waiting)) turnedAway.reject(new HasherBusyError());
      this.pump();
    });
    if (source !== undefined) void settled.finally(() => this.leave(source, job.key)).catch(() => {});
    return settled.then((result) => {
      if (timed) this.durations.record(performance.now() - started);
      return result;
    });
  }

  /** Counts the job against its source; false when the source has its share of other accounts under way. */
  private enter(source: string, key: string): boolean {
    const keys = this.bySource.get(source) ?? new Map<string, number>();
    const under = keys.get(key) ?? 0;
    if (under === 0 && keys.size >= this.accountsPerSource) return false;
    keys.set(key, under + 1);
    this.bySource.set(source, keys);
    return true;
  }

  private leave(source: string, key: string): void {
    const keys = this.bySource.get(source);
    const under = (keys?.get(key) ?? 1) - 1;
    if (under > 0) keys?.set(key, under);
    else keys?.delete(key);
    if (keys && keys.size === 0) this.bySource.delete(source);
  }

  private pump(): void {
    while (this.running.known < this.knownThreads) {
      const next = this.lanes.priority.shift();
      if (!next) break;
      this.start('known', next);
    }
    while (this.running.shared < this.options.threads) {
      const next = this.lanes.priority.shift() ?? this.lanes.standard.shift(this.rankByDemand);
      if (!next) return;
      this.start('shared', next);
    }
  }

  private start(pool: 'shared' | 'known', next: Waiting): void {
    this.running[pool] += 1;
    this[pool]
      .run(next.task)
      .then(next.resolve, next.reject)
      .finally(() => {
        this.running[pool] -= 1;
        this.pump();
      });
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

  /** Hashes waiting for a thread, both lanes. */
  get waiting(): number {
    return this.lanes.priority.size + this.lanes.standard.size;
  }

  /** Hashes and verifications the worker threads have finished. */
  get completed(): number {
    return this.shared.completed + this.known.completed;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const lane of [this.lanes.priority, this.lanes.standard]) {
      for (let waiting = lane.shift(); waiting; waiting = lane.shift()) {
        waiting.reject(new Error('password hasher is closed'));
      }
    }
    await Promise.all([this.shared.destroy(), this.known.destroy()]);
  }
}
