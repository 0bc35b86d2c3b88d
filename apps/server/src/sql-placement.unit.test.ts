import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Where SQL lives: Kysely queries (selectFrom, insertInto, updateTable, deleteFrom, sql`…` templates,
 * .execute() on the database) are written only in a module's `*.repository.ts` files, in lib/ and
 * integration stores named `*-store.ts` (or `*.repository.ts`), and in the database layer (schema,
 * connection, migrator, migrations, seed). Services and routes call those; a service that needs a
 * transaction opens it (`db.transaction().execute(…)`) and passes the transaction to the repository.
 * Tests and test support (`testing/`) are left out.
 */

const SRC = import.meta.dirname;
const QUERY = /\bselectFrom\(|\binsertInto\(|\bupdateTable\(|\bdeleteFrom\(|\bsql`|\.execute\(/;
// Opening a transaction is the service's decision, not a query.
const TRANSACTION = /\.transaction\(\)\s*\.execute\(/g;
const COMMENT_LINE = /^\s*(\/\/|\/\*|\*)/;

const ALLOWED = [
  /\.repository\.ts$/,
  /^(lib|integrations)\/.*-store\.ts$/,
  /^db\/(schema|database|migrate|seed)\.ts$/,
  /^db\/migrations\//,
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    // boundaries.unit.test.ts writes (and removes) its probe files in the tree while this runs.
    if (entry.name.startsWith('boundary-probe-')) return [];
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function hasQuery(text: string): boolean {
  const code = text
    .replace(TRANSACTION, '')
    .split('\n')
    .filter((line) => !COMMENT_LINE.test(line))
    .join('\n');
  return QUERY.test(code);
}

describe('SQL placement', () => {
  const files = sourceFiles(SRC).map((file) => path.relative(SRC, file).split(path.sep).join('/'));

  it('finds the queries it looks for (the scan is not blind)', () => {
    const withQueries = files.filter((file) => hasQuery(fs.readFileSync(path.join(SRC, file), 'utf8')));
    expect(withQueries).toContain('db/seed.ts');
    expect(withQueries.some((file) => file.endsWith('.repository.ts'))).toBe(true);
    expect(hasQuery('await db.transaction().execute(async (trx) => work(trx));')).toBe(false);
    expect(hasQuery("await db.selectFrom('users').selectAll().execute();")).toBe(true);
  });

  it('has no query outside repositories, stores and the database layer', () => {
    const misplaced = files.filter(
      (file) =>
        !ALLOWED.some((rule) => rule.test(file)) && hasQuery(fs.readFileSync(path.join(SRC, file), 'utf8')),
    );
    expect(misplaced).toEqual([]);
  });
});
