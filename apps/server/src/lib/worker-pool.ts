import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';

/** Thrown instead of queueing when the pool's threads are busy and its queue is full. */
export class WorkerPoolBusyError extends Error {
  constructor(readonly pool: string) {
    super(`${pool} worker queue is full`);
  }
}

export interface WorkerPoolOptions {
  /** `import.meta.url` of the module that runs the pool: the worker file sits beside it. */
  besideUrl: string;
  /** The worker's file name without extension (`.ts` from source, `.js` beside the build's bundle). */
  worker: string;
  threads: number;
  /** Tasks allowed to wait for a thread; past it `run` refuses at once. */
  maxQueue: number;
  idleTimeoutMs: number;
  /** Heap limits of each thread: a small young generation collects dead native wrappers sooner. */
  resourceLimits?: { maxOldGenerationSizeMb: number; maxYoungGenerationSizeMb: number };
}

/**
 * The worker file beside the module at `besideUrl`: the .ts file from source (tsx, vitest), the
 * .js file the build emits beside the bundled server.
 */
export function workerFileBeside(besideUrl: string, worker: string): string {
  const here = fileURLToPath(besideUrl);
  return path.join(path.dirname(here), `${worker}${path.extname(here)}`);
}

/** Under vitest the parent has no TypeScript loader for the thread to inherit. */
export function workerExecArgv(workerFile: string): string[] {
  const inherited = process.execArgv;
  if (!workerFile.endsWith('.ts') || inherited.some((arg) => arg.includes('tsx'))) return inherited;
  return [...inherited, '--import', 'tsx'];
}

/**
 * CPU-heavy drawing off the event loop: a small piscina pool at low priority with a bounded queue.
 * Threads wait for tasks on their event loop (atomics disabled), so between two tasks the thread
 * runs the finalizers of native objects (resvg images, ~3 MB each) that its GC found dead; with
 * piscina's default synchronous wait they ran only once the thread went idle for good.
 */
export class WorkerPool<Task, Result> {
  private readonly pool: Piscina<Task, Result>;
  private readonly name: string;

  constructor(private readonly options: WorkerPoolOptions) {
    const workerFile = workerFileBeside(options.besideUrl, options.worker);
    this.name = options.worker;
    this.pool = new Piscina({
      filename: workerFile,
      minThreads: 0,
      maxThreads: options.threads,
      maxQueue: options.maxQueue,
      idleTimeout: options.idleTimeoutMs,
      atomics: 'disabled',
      niceIncrement: 10,
      ...(options.resourceLimits ? { resourceLimits: options.resourceLimits } : {}),
      execArgv: workerExecArgv(workerFile),
    });
  }

  /** Throws WorkerPoolBusyError if a task would be refused now, so callers can skip work before `run`. */
  ensureRoom(): void {
    if (this.pool.queueSize >= this.options.maxQueue) throw new WorkerPoolBusyError(this.name);
  }

  async run(task: Task): Promise<Result> {
    this.ensureRoom();
    try {
      return await this.pool.run(task);
    } catch (error) {
      if (error instanceof Error && error.message === 'Task queue is at limit') {
        throw new WorkerPoolBusyError(this.name);
      }
      throw error;
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
