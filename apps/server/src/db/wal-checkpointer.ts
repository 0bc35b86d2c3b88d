import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

export interface WalCheckpointOptions {
  /** The thread starts once the WAL file has grown past this (a database written little never needs it). */
  startAtBytes: number;
  /** How often the thread moves the WAL's pages into the database file. */
  everyMs: number;
}

/**
 * 8 MB: past what a fresh database's migrations leave in the WAL (≈ 3.2 MB), so a test's or a
 * journey's database starts no thread; a copy taking beacons passes it within a few batches.
 */
export const WAL_CHECKPOINT_DEFAULTS: WalCheckpointOptions = {
  startAtBytes: 8 * 1024 * 1024,
  everyMs: 200,
};
/**
 * The main connection still checkpoints past this many WAL pages (≈ 40 MB), should the thread fall
 * behind or stop; SQLite's default, 1,000, is what the thread takes over.
 */
export const MAIN_CONNECTION_CHECKPOINT_PAGES = 10_000;
/** How often the main thread looks at the WAL's size until the thread is started. */
const WATCH_MS = 1_000;

// Plain JavaScript, so the thread needs no TypeScript loader from source (tests) or a bundle entry.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {}
}, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * Checkpoints the SQLite WAL on a thread of its own. With SQLite's automatic checkpoint, the commit that
 * crosses 1,000 WAL pages copies them into the database file and syncs it while the event loop waits:
 * 30–50 ms every third batch of page views, once a bench's database held 20,000 views (issue 38). A
 * second connection's PASSIVE checkpoint never waits on the writer, and the writer never waits on it.
 */
export class WalCheckpointer {
  private worker: Worker | null = null;
  private readonly watch: NodeJS.Timeout;

  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly options: WalCheckpointOptions = WAL_CHECKPOINT_DEFAULTS,
  ) {
    sqlite.pragma(`wal_autocheckpoint = ${MAIN_CONNECTION_CHECKPOINT_PAGES}`);
    this.watch = setInterval(() => this.startIfGrown(), Math.min(WATCH_MS, options.everyMs * 5));
    this.watch.unref();
  }

  /** True once the thread runs. */
  get running(): boolean {
    return this.worker !== null;
  }

  private startIfGrown(): void {
    let size = 0;
    try {
      size = fs.statSync(`${this.sqlite.name}-wal`).size;
    } catch {
      return; // no WAL yet
    }
    if (size < this.options.startAtBytes) return;
    clearInterval(this.watch);
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { driver, file: this.sqlite.name, everyMs: this.options.everyMs },
    });
    this.worker.unref();
    // Should the thread fail, the main connection checkpoints as SQLite does by default.
    this.worker.once('error', () => {
      this.worker = null;
      if (this.sqlite.open) this.sqlite.pragma('wal_autocheckpoint = 1000');
    });
  }

  async stop(): Promise<void> {
    clearInterval(this.watch);
    const worker = this.worker;
    this.worker = null;
    if (!worker) return;
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.postMessage('stop');
    const timeout = setTimeout(() => void worker.terminate(), 2_000);
    await exited;
    clearTimeout(timeout);
  }
}
