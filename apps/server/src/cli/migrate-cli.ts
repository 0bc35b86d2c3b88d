import { loadConfig } from '../config/env';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

const config = loadConfig();
const database = createDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const applied = await migrateToLatest(database.db);
console.log(
  applied.length ? `Migraciones aplicadas: ${applied.join(', ')}` : 'La base de datos ya está al día.',
);
await database.close();
