import pino from 'pino';
import { buildApp, loggerOptions } from './app';
import { type Config, ConfigError, loadConfig } from './config/env';
import { createDeps } from './create-deps';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { DEMO_LOGIN, seedDemo } from './db/seed';
import { seedDemoDonations } from './modules/donations/demo-donations';
import { seedDemoPaymentConnection } from './modules/payment-connection/demo-connection';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const log = pino({ level: config.logLevel });
  const database = createDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrateToLatest(database.db);
  if (applied.length) log.info({ applied }, 'migrations applied');

  const hasUsers = await database.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (!hasUsers) {
    await seedDemo(database.db, { now: new Date(), passwordHashCost: config.passwordHashCost });
    log.info('new database: demo creator seeded');
  }
  if (config.payments.provider === 'simulator') {
    await seedDemoPaymentConnection(database.db, { now: new Date(), encryptionKey: config.encryptionKey });
  }

  const deps = createDeps(config, database, { log });
  if (config.payments.provider === 'simulator') {
    const donated = await seedDemoDonations(deps);
    if (donated) log.info({ donations: donated }, 'demo goal: simulated donations approved');
  }
  const app = await buildApp(deps, { logger: loggerOptions(config.logLevel), backgroundJobs: true });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await deps.passwordHasher.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const demo = await database.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'demo')
    .executeTakeFirst();
  const lines = [
    '',
    `  Enlazá está corriendo en ${config.publicUrl}`,
    `  Base de datos: ${database.dialect === 'sqlite' ? `SQLite en ${config.dataDir}` : 'PostgreSQL'}`,
  ];
  if (demo) {
    lines.push(
      `  Creador demo: ${config.publicUrl}/u/${DEMO_LOGIN.username}`,
      `  Login demo:   ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`,
    );
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
