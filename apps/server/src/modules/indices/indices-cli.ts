import { INDEX_CLI_MESSAGES } from '@enlaza/shared/indices';
import type { Kysely } from 'kysely';
import { loadConfig } from '../../config/env';
import { createDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import type { DB } from '../../db/schema';
import { systemClock } from '../../lib/clock';
import { recordIndexByHand } from './index-hand-entry';

export interface CliAnswer {
  /** The process's exit code: 0 done, 1 refused, 2 bad usage. */
  code: number;
  text: string;
}

/** `npm run admin -- indices set <key> <YYYY-MM-DD> <value>` (the arguments after 'indices'). */
export async function runIndicesCommand(
  db: Kysely<DB>,
  now: Date,
  args: readonly string[],
): Promise<CliAnswer> {
  const [command, key, date, value, ...rest] = args;
  if (command !== 'set' || key === undefined || date === undefined || value === undefined || rest.length) {
    return { code: 2, text: INDEX_CLI_MESSAGES.usage };
  }
  const outcome = await recordIndexByHand(db, now, key, date, value);
  return { code: outcome.ok ? 0 : 1, text: outcome.message };
}

/** The command line's run (admin-cli.ts): its own connection, the answer printed; the exit code. */
export async function runIndicesCli(args: readonly string[]): Promise<number> {
  const config = loadConfig();
  const database = createDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    const answer = await runIndicesCommand(database.db, systemClock.now(), args);
    (answer.code === 0 ? console.log : console.error)(answer.text);
    return answer.code;
  } finally {
    await database.close();
  }
}
