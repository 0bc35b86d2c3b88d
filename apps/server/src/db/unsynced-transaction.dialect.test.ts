import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type Database, type Dialect, unsyncedTransaction } from './database';
import type { DB } from './schema';

/** What the connection would do at commit: SQLite's `synchronous` (1 NORMAL, 2 FULL), PostgreSQL's setting. */
async function syncSetting(db: Kysely<DB>, dialect: Dialect): Promise<string> {
  if (dialect === 'postgres') {
    const { rows } = await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(db);
    return rows[0]?.synchronous_commit ?? '';
  }
  const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
  return String(rows[0]?.synchronous);
}

/**
 * The test app's database, on PostgreSQL through one connection that syncs its commits (the test
 * server may not: it runs with `synchronous_commit` off for speed), in the test app's schema.
 */
function syncingDatabase(database: Database): Pick<Database, 'db' | 'dialect'> & { close(): Promise<void> } {
  if (database.dialect === 'sqlite') return { ...database, close: async () => {} };
  const schemaOption = (database.pgPool?.options as { options?: string } | undefined)?.options ?? '';
  const pool = new pg.Pool({
    connectionString: process.env.TEST_DATABASE_URL,
    max: 1,
    options: `${schemaOption} -c synchronous_commit=on`,
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

/** Issue 38: the view buffer's batches commit without waiting for the disk, and only they do. */
describe('unsyncedTransaction', () => {
  let t: TestApp;
  let database: ReturnType<typeof syncingDatabase>;
  let dialect: Dialect;
  const [synced, unsynced] = [
    { sqlite: '2', postgres: 'on' },
    { sqlite: '1', postgres: 'off' },
  ];
  const locks = () => database.db.selectFrom('job_locks').select('name').where('name', 'like', 'sin-sync-%');

  beforeAll(async () => {
    t = await createTestApp();
    database = syncingDatabase(t.database);
    dialect = database.dialect;
  });
  afterAll(async () => {
    await database.close();
    await t.close();
  });

  it('commits its writes with the sync off inside it, and leaves every other transaction synced', async () => {
    expect(await syncSetting(database.db, dialect)).toBe(synced[dialect]);
    const inside = await unsyncedTransaction(database, async (trx) => {
      await trx
        .insertInto('job_locks')
        .values({ name: 'sin-sync-1', holder: 'prueba', expires_at: '2030-01-01T00:00:00.000Z' })
        .execute();
      return syncSetting(trx, dialect);
    });
    expect(inside).toBe(unsynced[dialect]);
    expect(await syncSetting(database.db, dialect)).toBe(synced[dialect]);
    const other = await database.db.transaction().execute((trx) => syncSetting(trx, dialect));
    expect(other).toBe(synced[dialect]);
    expect(await locks().execute()).toEqual([{ name: 'sin-sync-1' }]);
  });

  it('rolls back a failed one and still leaves the connection synced', async () => {
    await expect(
      unsyncedTransaction(database, async (trx) => {
        await trx
          .insertInto('job_locks')
          .values({ name: 'sin-sync-2', holder: 'prueba', expires_at: '2030-01-01T00:00:00.000Z' })
          .execute();
        throw new Error('falla a mitad');
      }),
    ).rejects.toThrow('falla a mitad');
    expect(await locks().execute()).toEqual([{ name: 'sin-sync-1' }]);
    expect(await syncSetting(database.db, dialect)).toBe(synced[dialect]);
  });
});
