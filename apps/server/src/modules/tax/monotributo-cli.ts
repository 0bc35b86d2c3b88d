import fs from 'node:fs/promises';
import { formatDayAr } from '@enlaza/shared/events';
import { ceilingTableSchema, MONOTRIBUTO_CLI_MESSAGES as M } from '@enlaza/shared/tax';
import type { Kysely } from 'kysely';
import { loadConfig } from '../../config/env';
import { createDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import type { DB } from '../../db/schema';
import { systemClock } from '../../lib/clock';
import { loadCeilingTable } from './ceiling-table';

export interface CliAnswer {
  /** 0 done, 1 refused, 2 bad usage. */
  code: number;
  text: string;
}

/** `npm run admin -- monotributo load <file.json>` (the arguments after 'monotributo'). */
export async function runMonotributoCommand(
  db: Kysely<DB>,
  now: Date,
  args: readonly string[],
): Promise<CliAnswer> {
  const [command, file, ...rest] = args;
  if (command !== 'load' || !file || rest.length) return { code: 2, text: M.usage };
  let raw: unknown;
  try {
    raw = JSON.parse(await fs.readFile(file, 'utf8'));
  } catch {
    return { code: 1, text: M.unreadable(file) };
  }
  const parsed = ceilingTableSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { code: 1, text: M.invalid(`${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim()) };
  }
  await loadCeilingTable(db, parsed.data, now.toISOString());
  return {
    code: 0,
    text: M.loaded(parsed.data.categories.length, formatDayAr(parsed.data.effective_from)),
  };
}

/** The command line's run (admin-cli.ts): its own connection, the answer printed; the exit code. */
export async function runMonotributoCli(args: readonly string[]): Promise<number> {
  const config = loadConfig();
  const database = createDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    const answer = await runMonotributoCommand(database.db, systemClock.now(), args);
    (answer.code === 0 ? console.log : console.error)(answer.text);
    return answer.code;
  } finally {
    await database.close();
  }
}
