import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from './database';
import { MAIN_CONNECTION_CHECKPOINT_PAGES, WalCheckpointer } from './wal-checkpointer';

const folders: string[] = [];
function tempFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-wal-'));
  folders.push(dir);
  return path.join(dir, 'db.sqlite');
}
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const size = (file: string) => fs.statSync(file).size;

async function waitFor(check: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** 1,500 pages of rows (≈ 6 MB), past SQLite's own 1,000-page checkpoint, in 15 transactions. */
function writeSixMegabytes(sqlite: SQLite.Database): void {
  sqlite.exec('create table if not exists filler (id integer primary key, body blob not null)');
  const insert = sqlite.prepare('insert into filler (body) values (?)');
  const batch = sqlite.transaction(() => {
    for (let i = 0; i < 100; i++) insert.run(Buffer.alloc(4000, i));
  });
  for (let i = 0; i < 15; i++) batch();
}

describe('WalCheckpointer (issue 38)', () => {
  it('moves the WAL into the database file on its own thread once the WAL has grown, not on the writer', async () => {
    const file = tempFile();
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    const checkpointer = new WalCheckpointer(sqlite, { startAtBytes: 64 * 1024, everyMs: 20 });
    try {
      expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(MAIN_CONNECTION_CHECKPOINT_PAGES);
      expect(checkpointer.running).toBe(false);
      writeSixMegabytes(sqlite);
      // The writer committed 1,500 pages without copying any into the file (SQLite alone would have).
      expect(size(`${file}-wal`)).toBeGreaterThan(6_000_000);
      expect(size(file)).toBeLessThan(100_000);
      await waitFor(() => checkpointer.running);
      await waitFor(() => size(file) > 6_000_000);
      // Every row is there, read through the writer's connection.
      expect(sqlite.prepare('select count(*) as n from filler').get()).toEqual({ n: 1500 });
    } finally {
      await checkpointer.stop();
      sqlite.close();
    }
    expect(checkpointer.running).toBe(false);
  });

  it('starts no thread for a database written little, and stops without one', async () => {
    const file = tempFile();
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    const checkpointer = new WalCheckpointer(sqlite, { startAtBytes: 64 * 1024 * 1024, everyMs: 20 });
    writeSixMegabytes(sqlite);
    await new Promise((r) => setTimeout(r, 300));
    expect(checkpointer.running).toBe(false);
    await checkpointer.stop();
    sqlite.close();
  });

  it('is part of every SQLite file database, and closes with it', async () => {
    const file = tempFile();
    const database = createDatabase({
      dataDir: path.dirname(file),
      sqliteFile: file,
      walCheckpoint: { startAtBytes: 64 * 1024, everyMs: 20 },
    });
    const autocheckpoint = await sql<{
      wal_autocheckpoint: number;
    }>`pragma wal_autocheckpoint`.execute(database.db);
    expect(autocheckpoint.rows[0]?.wal_autocheckpoint).toBe(MAIN_CONNECTION_CHECKPOINT_PAGES);
    await sql`create table filler (id integer primary key, body blob not null)`.execute(database.db);
    for (let i = 0; i < 15; i++) {
      await database.db.transaction().execute(async (trx) => {
        for (let j = 0; j < 100; j++)
          await sql`insert into filler (body) values (${Buffer.alloc(4000, j)})`.execute(trx);
      });
    }
    await waitFor(() => size(file) > 6_000_000);
    await database.close();
  });
});
