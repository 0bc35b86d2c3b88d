import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { PasswordTask } from './password-worker';

export interface PasswordHasherOptions {
  /** scrypt cost (log2 N) for new hashes. */
  cost: number;
  threads: number;
  /** Hashes allowed to wait for a thread; past it the hasher refuses at once. */
  maxQueue: number;
}

/** Thrown instead of queueing when every thread is busy and the queue is full. */
export class HasherBusyError extends Error {
  constructor() {
    super('password hasher queue is full');
  }
}

const here = fileURLToPath(import.meta.url);
// From source (tsx, vitest) the worker is the .ts file beside this one; the build emits
// password-worker.js beside the bundled server, where this code then lives.
const workerFile = path.join(path.dirname(here), `password-worker${path.extname(here)}`);

/** Under vitest the parent has no TypeScript loader for the thread to inherit. */
function workerExecArgv(): string[] {
  const inherited = process.execArgv;
  if (!workerFile.endsWith('.ts') || inherited.some((arg) => arg.includes('tsx'))) return inherited;
  return [...inherited, '--import', 'tsx'];
}

/** Password hashing in a small worker-thread pool of its own, with a bounded queue. */
export class PasswordHasher {
  private readonly pool: Piscina<PasswordTask, string | boolean>;
  private closed = false;

  constructor(private readonly options: PasswordHasherOptions) {
    this.pool = new Piscina({
      filename: workerFile,
      minThreads: 0,
      maxThreads: options.threads,
      maxQueue: options.maxQueue,
      // Threads go away when logins stop, so an idle server keeps no scrypt memory around.
      idleTimeout: 30_000,
      // Hashing yields the CPU to the event loop when both want it: pages stay fast during a flood.
      niceIncrement: 10,
      // scrypt's 128 MiB live outside the JS heap; the thread itself needs only a small one.
      resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 },
      execArgv: workerExecArgv(),
    });
  }

  private async run(task: PasswordTask): Promise<string | boolean> {
    if (this.pool.queueSize >= this.options.maxQueue) throw new HasherBusyError();
    try {
      return await this.pool.run(task);
    } catch (error) {
      if (error instanceof Error && error.message === 'Task queue is at limit') throw new HasherBusyError();
      throw error;
    }
  }

  async hash(password: string): Promise<string> {
    const result = await this.run({ kind: 'hash', password, cost: this.options.cost });
    if (typeof result !== 'string') throw new Error('password worker answered no hash');
    return result;
  }

  async verify(password: string, stored: string): Promise<boolean> {
    return (await this.run({ kind: 'verify', password, stored })) === true;
  }

  /** Hashes and verifications the worker threads have finished. */
  get completed(): number {
    return this.pool.completed;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.destroy();
  }
}
