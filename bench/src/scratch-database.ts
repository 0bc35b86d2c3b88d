import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  /** TEST_DATABASE_URL with the new database's name in place of the original one. */
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty PostgreSQL database next to the one TEST_DATABASE_URL names, for a server process
 * of the benchmark: the integration tests use per-run schemas in that database, so nothing collides.
 */
export async function createScratchDatabase(baseUrl: string): Promise<ScratchDatabase> {
  const name = `enlaza_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        // force: the server's pool may still hold connections for an instant after it exits.
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
