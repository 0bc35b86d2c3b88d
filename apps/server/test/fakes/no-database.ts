import type { Database } from '../../src/db/database';

/**
 * The `database` of a service built for a unit test: every store is a fake, so touching the
 * database at all is a mistake the test must see (it throws on any use).
 */
export const noDatabase: Database = new Proxy({} as Database, {
  get(_target, property) {
    throw new Error(`unit test: the database was used (database.${String(property)})`);
  },
});
