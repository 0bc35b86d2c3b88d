import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';
import { reusingStatements } from './sqlite-statements';
import { WalCheckpointer, type WalCheckpointOptions } from './wal-checkpointer';

// int8 (bigint: centavos, counts) fits a JS number for every amount this product handles.
pg.types.setTypeParser(20, (v) => Number(v));
// numeric (sums, averages) likewise.
pg.types.setTypeParser(1700, (v) => Number(v));

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** The PostgreSQL pool behind `db` (rate-limit counters use it directly). */
  pgPool?: pg.Pool;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded SQLite file in `dataDir` is used. */
  url?: string | undefined;
  dataDir: string;
  /** PostgreSQL schema to work in (the test suite uses one per run). */
  pgSchema?: string;
  sqliteFile?: string;
  /** When the SQLite WAL's checkpoint thread starts and how often it runs (wal-checkpointer.ts). */
  walCheckpoint?: WalCheckpointOptions;
}

/** FULL: a committed donation survives power loss, not just a process crash. */
const SQLITE_SYNCHRONOUS = 'FULL';

export function createDatabase(options: DatabaseOptions): Database {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', pgPool: pool, close: () => db.destroy() };
  }
  const file = options.sqliteFile ?? path.join(options.dataDir, 'enlaza.sqlite');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`synchronous = ${SQLITE_SYNCHRONOUS}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: reusingStatements(sqlite) }) });
  const checkpointer = file === ':memory:' ? null : new WalCheckpointer(sqlite, options.walCheckpoint);
  return {
    db,
    dialect: 'sqlite',
    close: async () => {
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * A transaction whose commit does not wait for the disk, for counts a crash may lose the last moment of
 * (page views and their roll-ups: the view buffer). On SQLite each commit otherwise syncs the WAL to
 * disk while the event loop waits, every request held behind it: ≈ 0.5 ms on the bench machine's disk,
 * the whole commit on a network disk (issue 38). SQLite: the connection's `synchronous` is NORMAL for
 * this transaction only (the next FULL commit syncs these pages too; WAL keeps the file whole either
 * way); PostgreSQL: `synchronous_commit` off for this transaction only.
 */
export async function unsyncedTransaction<T>(
  database: Pick<Database, 'db' | 'dialect'>,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  if (database.dialect === 'postgres') {
    return database.db.transaction().execute(async (trx) => {
      await sql`set local synchronous_commit = off`.execute(trx);
      return work(trx);
    });
  }
  // One connection, held for the pragma, the transaction and the pragma back: nothing runs between.
  return database.db.connection().execute(async (connection) => {
    await sql`pragma synchronous = NORMAL`.execute(connection);
    try {
      return await connection.transaction().execute(work);
    } finally {
      await sql.raw(`pragma synchronous = ${SQLITE_SYNCHRONOUS}`).execute(connection);
    }
  });
}
