import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { journeyServer } from './browser';

const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/**
 * `npm run admin -- grant|revoke <email>` against this worker's journey server (its SQLite file in
 * its data directory): the operator's role is given exactly as an operator gives it.
 */
export async function adminCli(action: 'grant' | 'revoke', email: string): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/admin-cli.ts', action, email],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: journeyServer().dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    },
  );
  return stdout;
}

/** Any `npm run admin -- …` command against this worker's journey server; answers what it printed. */
export async function adminCommand(args: string[]): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/admin-cli.ts', ...args],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: journeyServer().dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    },
  );
  return stdout;
}
