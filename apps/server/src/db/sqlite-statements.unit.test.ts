import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { reusingStatements } from './sqlite-statements';

describe('reusingStatements', () => {
  it('prepares each statement once and reuses it, within its bound', async () => {
    const sqlite = new SQLite(':memory:');
    const prepare = vi.spyOn(sqlite, 'prepare');
    const db = new Kysely<{ t: { n: number } }>({
      dialect: new SqliteDialect({ database: reusingStatements(sqlite, 2) }),
    });
    await sql`create table t (n integer)`.execute(db);
    for (let n = 0; n < 5; n += 1) await db.insertInto('t').values({ n }).execute();
    const read = () => db.selectFrom('t').select('n').where('n', '>', 1).execute();
    expect(await read()).toHaveLength(3);
    expect(await read()).toHaveLength(3);
    const texts = prepare.mock.calls.map(([text]) => text);
    expect(texts.filter((text) => text.startsWith('insert'))).toHaveLength(1);
    expect(texts.filter((text) => text.startsWith('select'))).toHaveLength(1);
    // Past the bound the least recently used goes, and is prepared again when asked for.
    await sql`select 1`.execute(db);
    await sql`select 2`.execute(db);
    await db.insertInto('t').values({ n: 9 }).execute();
    expect(prepare.mock.calls.filter(([text]) => text.startsWith('insert'))).toHaveLength(2);
    await db.destroy();
  });
});
