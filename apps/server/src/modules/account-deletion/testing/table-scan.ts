import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../../../db/database';
import type { DB } from '../../../db/schema';

/** One place a needle was found: table, column and how many rows. */
export interface TableHit {
  table: string;
  column: string;
  rows: number;
}

/** Every base table of the database (SQLite file or this PostgreSQL schema), with its text columns. */
async function textColumns(db: Kysely<DB>): Promise<{ table: string; columns: string[] }[]> {
  if (isPostgres(db as unknown as Kysely<unknown>)) {
    const rows = await sql<{ table_name: string; column_name: string }>`
      select c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
      order by c.table_name, c.ordinal_position`.execute(db);
    const byTable = new Map<string, string[]>();
    for (const row of rows.rows)
      byTable.set(row.table_name, [...(byTable.get(row.table_name) ?? []), row.column_name]);
    return [...byTable].map(([table, columns]) => ({ table, columns }));
  }
  const tables = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(
    db,
  );
  const out: { table: string; columns: string[] }[] = [];
  for (const { name } of tables.rows) {
    const info = await sql<{
      name: string;
      type: string;
    }>`select name, type from pragma_table_info(${name})`.execute(db);
    // SQLite columns declared text (or with no type) may hold text; integers and reals never hold a needle.
    const columns = info.rows.filter((c) => !/INT|REAL|FLOA|DOUB/i.test(c.type)).map((c) => c.name);
    if (columns.length) out.push({ table: name, columns });
  }
  return out;
}

/**
 * Test support for "nothing of theirs is left": every text column of every table is searched for
 * each needle (case-insensitive substring). `skip` names tables left out on purpose.
 */
export async function scanTables(
  db: Kysely<DB>,
  needles: string[],
  skip: (table: string) => boolean = () => false,
): Promise<{ needle: string; hits: TableHit[] }[]> {
  const tables = await textColumns(db);
  const found: { needle: string; hits: TableHit[] }[] = [];
  for (const needle of needles) {
    const hits: TableHit[] = [];
    const pattern = `%${needle.toLowerCase()}%`;
    for (const { table, columns } of tables) {
      if (skip(table)) continue;
      for (const column of columns) {
        const result = await sql<{ n: number | string }>`
          select count(*) as n from ${sql.table(table)}
          where lower(cast(${sql.ref(column)} as text)) like ${pattern}`.execute(db);
        const rows = Number(result.rows[0]?.n ?? 0);
        if (rows > 0) hits.push({ table, column, rows });
      }
    }
    found.push({ needle, hits });
  }
  return found;
}

/** The tables of this database, by name (the scan must not miss a table the schema has). */
export async function tableNames(db: Kysely<DB>): Promise<string[]> {
  return (await textColumns(db)).map((t) => t.table);
}
