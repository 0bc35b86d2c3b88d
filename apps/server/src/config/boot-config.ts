import { createDatabase, type Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { type Config, loadConfig } from './env';
import { generateSecret } from './secrets';
import { loadOrCreateSharedSecrets } from './shared-secrets';

export interface BootedConfig {
  config: Config;
  database: Database;
  /** Migrations this start applied. */
  applied: string[];
}

/**
 * The configuration and the migrated database the server starts with. On SQLite the generated
 * secrets live in DATA_DIR as always; with DATABASE_URL they live in the database, so copies with
 * different DATA_DIRs agree. Throws ConfigError listing every problem of the environment.
 */
export async function bootConfig(env: NodeJS.ProcessEnv = process.env): Promise<BootedConfig> {
  // A first reading checks the environment without touching DATA_DIR (its throwaway secrets are never used).
  const checked = loadConfig(env, {
    storedSecrets: { encryptionKey: generateSecret(), visitorSaltSecret: generateSecret() },
  });
  const database = createDatabase({ url: checked.databaseUrl, dataDir: checked.dataDir });
  const applied = await migrateToLatest(database.db);
  if (!checked.databaseUrl) return { config: loadConfig(env), database, applied };
  const storedSecrets = await loadOrCreateSharedSecrets(database.db, new Date());
  return { config: loadConfig(env, { storedSecrets }), database, applied };
}
