import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { CATALOGUE_LOCK } from './pg-schemas';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Names this run's reusable PostgreSQL test schemas start with (see migrated-templates.ts). */
    pgSchemaPrefix?: string;
  }
}

/**
 * On PostgreSQL, test apps reuse the schemas closed apps give back (migrated-templates.ts), so no
 * app drops its own: they carry this run's prefix, and the run drops them all when it ends.
 */
export default function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !url) return;
  const prefix = `t_${randomBytes(4).toString('hex')}`;
  project.provide('pgSchemaPrefix', prefix);
  return async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [CATALOGUE_LOCK]);
      const { rows } = await client.query<{ name: string }>(
        'select nspname as name from pg_namespace where starts_with(nspname, $1)',
        [`${prefix}_`],
      );
      for (const { name } of rows) await client.query(`drop schema if exists ${name} cascade`);
    } finally {
      await client.end();
    }
  };
}
