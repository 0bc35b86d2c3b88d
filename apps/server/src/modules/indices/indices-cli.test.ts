import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/database';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../../../..');

/** `npm run admin -- indices set …` as an operator types it, on a SQLite file of its own. */
describe('npm run admin -- indices set', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-indices-cli-'));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
  const admin = (...args: string[]) =>
    // What `npm run admin` runs (package.json), without npm's own start-up.
    run(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin-cli.ts', 'indices', ...args], {
      cwd: ROOT,
      env,
    }).then(
      (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({
        code: e.code,
        stdout: e.stdout,
        stderr: e.stderr,
      }),
    );
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('records a value in the database and refuses a bad one with exit code 1', async () => {
    const done = await admin('set', 'uva', '2025-10-01', '1707,48');
    expect(done).toMatchObject({ code: 0, stdout: 'Listo: uva al 2025-10-01 vale 1707.48.\n' });
    const refused = await admin('set', 'uva', '2025-10-01', 'mucho');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('"mucho" no es un valor válido');

    const database = createDatabase({ dataDir });
    const rows = await database.db.selectFrom('price_index_values').selectAll().execute();
    await database.close();
    expect(rows).toEqual([
      expect.objectContaining({ series_key: 'uva', day: '2025-10-01', value: '1707.48', source: 'operator' }),
    ]);
  }, 60_000);
});
