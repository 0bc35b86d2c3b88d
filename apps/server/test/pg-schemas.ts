import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Test schemas in one PostgreSQL database, shared by parallel test workers. Kysely's migrator reads
 * the catalogue of every schema before it takes its own lock, and that read fails when another
 * worker drops its schema at the same moment. So whatever migrates holds this advisory lock shared,
 * and a drop holds it alone: migrations run side by side, never beside a drop.
 */
export const CATALOGUE_LOCK = 4_821_067;

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Runs `work` (e.g. migrations, or servers starting up and migrating) while no test schema can be dropped. */
export function whileMigrating<T>(baseUrl: string, work: () => Promise<T>): Promise<T> {
  return withClient(baseUrl, async (client) => {
    await client.query('select pg_advisory_lock_shared($1)', [CATALOGUE_LOCK]);
    return work();
  });
}

/**
 * Runs `work` (a test that drops tables, e.g. a migration's `down`) while no other worker migrates,
 * for the same reason a schema's drop does: their migrators read every schema's tables.
 */
export function whileDroppingTables<T>(baseUrl: string, work: () => Promise<T>): Promise<T> {
  return withClient(baseUrl, async (client) => {
    await client.query('select pg_advisory_lock($1)', [CATALOGUE_LOCK]);
    return work();
  });
}

export function adminQuery(baseUrl: string, text: string): Promise<void> {
  return withClient(baseUrl, async (client) => void (await client.query(text)));
}

/** `baseUrl` with its connections' search_path set to `schema`. */
export function urlWithSchema(baseUrl: string, schema: string): string {
  const separator = baseUrl.includes('?') ? '&' : '?';
  return `${baseUrl}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}

export interface TestSchema {
  schema: string;
  /** The database URL whose connections use this schema. */
  url: string;
  drop(): Promise<void>;
}

/** A new, empty schema named `{prefix}_{random}`; `drop()` waits until no migration is reading the catalogue. */
export async function createTestSchema(baseUrl: string, prefix = 't'): Promise<TestSchema> {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `create schema ${schema}`);
  return {
    schema,
    url: urlWithSchema(baseUrl, schema),
    drop: () =>
      withClient(baseUrl, async (client) => {
        await client.query('select pg_advisory_lock($1)', [CATALOGUE_LOCK]);
        await client.query(`drop schema if exists ${schema} cascade`);
      }),
  };
}
