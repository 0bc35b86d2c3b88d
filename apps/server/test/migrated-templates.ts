import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { createTestSchema, whileMigrating } from './pg-schemas';

/**
 * Migrations run once per test worker, not once per test app. SQLite: the first app of a worker
 * migrates a file and every app starts from a copy of its bytes. PostgreSQL: the worker migrates a
 * template schema once and keeps its pg_dump; a test app gets a schema a closed app gave back,
 * emptied back to what the migrations left (rows deleted, their seed rows and sequences restored),
 * or a new one built from the dump in one round trip. Both come from `migrateToLatest` itself, so a
 * test app's database is exactly what the migrations make, and no app sees another's rows.
 */

let sqliteImage: Promise<Buffer> | undefined;

/** The bytes of an SQLite file every migration has run on (its WAL checkpointed on close). */
export function migratedSqliteImage(): Promise<Buffer> {
  sqliteImage ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-template-'));
    try {
      const database = createDatabase({ dataDir: dir });
      await migrateToLatest(database.db);
      await database.close();
      return fs.readFileSync(path.join(dir, 'enlaza.sqlite'));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  })();
  return sqliteImage;
}

const run = promisify(execFile);
/** Stands for the schema's name in the template's scripts. */
const PLACEHOLDER = '__enlaza_schema__';

interface PgTemplate {
  /** Builds every table, index and sequence, with the migrations' own rows, in an empty schema. */
  build: string;
  /** Brings a used schema back to the state `build` leaves. */
  reset: string;
}

const pgTemplates = new Map<string, Promise<PgTemplate | null>>();

/** Its tables in an order where every table comes before the tables its foreign keys point at. */
async function tablesChildrenFirst(client: pg.Client, schema: string): Promise<string[]> {
  const tables = await client.query<{ name: string }>(
    `select relname as name from pg_class where relnamespace = $1::regnamespace and relkind in ('r', 'p')`,
    [schema],
  );
  const references = await client.query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent
       from pg_constraint c
       join pg_class child on child.oid = c.conrelid
       join pg_class parent on parent.oid = c.confrelid
      where c.contype = 'f' and c.connamespace = $1::regnamespace`,
    [schema],
  );
  const left = new Set(tables.rows.map((r) => r.name));
  const ordered: string[] = [];
  while (left.size > 0) {
    const free = [...left].filter(
      (table) => !references.rows.some((r) => r.parent === table && r.child !== table && left.has(r.child)),
    );
    if (free.length === 0) throw new Error(`foreign keys in a cycle among ${[...left].join(', ')}`);
    for (const table of free) {
      ordered.push(table);
      left.delete(table);
    }
  }
  return ordered;
}

/**
 * The worker's template: a schema the migrator made, dumped with pg_dump, then dropped. Null when
 * pg_dump is not installed; test apps then migrate their schema themselves.
 */
function pgTemplate(baseUrl: string): Promise<PgTemplate | null> {
  let template = pgTemplates.get(baseUrl);
  if (!template) {
    template = (async () => {
      const migrated = await createTestSchema(baseUrl, 'tpl');
      try {
        return await whileMigrating(baseUrl, async () => {
          const database = createDatabase({ url: baseUrl, dataDir: os.tmpdir(), pgSchema: migrated.schema });
          try {
            await migrateToLatest(database.db);
          } finally {
            await database.close();
          }
          const dump = await run(
            'pg_dump',
            ['--no-owner', '--no-privileges', '--inserts', '-n', migrated.schema, baseUrl],
            { maxBuffer: 64 * 1024 * 1024 },
          );
          const lines = dump.stdout.replaceAll(migrated.schema, PLACEHOLDER).split('\n');
          // psql meta-commands (\restrict) and the schema's creation: the schema exists already.
          const build = lines.filter((line) => !line.startsWith('\\') && !line.startsWith('CREATE SCHEMA'));
          const ownRows = (line: string) => line.startsWith(`INSERT INTO ${PLACEHOLDER}.kysely_migration`);
          const restore = lines.filter(
            (line) =>
              (line.startsWith('INSERT INTO') && !ownRows(line)) ||
              line.startsWith('SELECT pg_catalog.setval'),
          );
          const tables = await withClient(baseUrl, (client) => tablesChildrenFirst(client, migrated.schema));
          const deletes = tables
            .filter((table) => !table.startsWith('kysely_migration'))
            .map((table) => `DELETE FROM ${PLACEHOLDER}.${table};`);
          return { build: build.join('\n'), reset: [...deletes, ...restore].join('\n') };
        });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      } finally {
        await migrated.drop();
      }
    })();
    pgTemplates.set(baseUrl, template);
  }
  return template;
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Schemas this worker's closed apps gave back, ready to be emptied and used again. */
const returned: string[] = [];

export interface MigratedSchema {
  schema: string;
  /** Gives it back for the worker's next app (or drops it, when the run cannot drop it at the end). */
  release(): Promise<void>;
}

/**
 * A migrated schema for one test app. Reused schemas are named with the run's `prefix` so the run's
 * global teardown (pg-schemas.global-setup.ts) can drop them; without a prefix each is dropped on
 * release, as a schema the migrator made would be.
 */
export async function claimMigratedSchema(
  baseUrl: string,
  prefix: string | undefined,
): Promise<MigratedSchema> {
  const template = await pgTemplate(baseUrl);
  const reused = template && prefix ? returned.pop() : undefined;
  if (template && reused) {
    await withClient(baseUrl, (client) => client.query(template.reset.replaceAll(PLACEHOLDER, reused)));
    return { schema: reused, release: async () => void returned.push(reused) };
  }
  const created = await createTestSchema(baseUrl, prefix ?? 't');
  if (template) {
    await withClient(baseUrl, (client) =>
      client.query(template.build.replaceAll(PLACEHOLDER, created.schema)),
    );
  } else {
    const database = createDatabase({ url: baseUrl, dataDir: os.tmpdir(), pgSchema: created.schema });
    try {
      await whileMigrating(baseUrl, () => migrateToLatest(database.db));
    } finally {
      await database.close();
    }
  }
  const reusable = Boolean(template && prefix);
  return {
    schema: created.schema,
    release: reusable ? async () => void returned.push(created.schema) : () => created.drop(),
  };
}
