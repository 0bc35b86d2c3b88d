import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';

/** Distinct statements kept prepared (a multi-row insert of each size is one). */
const KEPT_STATEMENTS = 500;

/**
 * The SQLite connection as Kysely sees it, each statement prepared once and reused: better-sqlite3
 * compiles a statement on every `prepare`, which Kysely calls for every query (issue 38: a beacon paid
 * that on each request). A statement still iterating (a stream) is never handed out twice.
 */
export function reusingStatements(sqlite: SQLite.Database, kept = KEPT_STATEMENTS): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max: kept });
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const known = statements.get(sql);
      if (known && !known.busy) return known;
      const prepared = sqlite.prepare(sql);
      if (!known) statements.set(sql, prepared);
      return prepared;
    },
  };
}
