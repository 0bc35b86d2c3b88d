import pino from 'pino';
import { UsersRepository } from './accounts/users.repository';
import { buildApp, loggerOptions } from './app';
import { seedDemoPaymentConnection } from './cli/seed/demo-connection';
import { seedDemoDonations } from './cli/seed/demo-donations';
import { seedDemoMonthly } from './cli/seed/demo-monthly';
import { seedDemoMusic } from './cli/seed/demo-music';
import { type BootedConfig, bootConfig } from './config/boot-config';
import { ConfigError } from './config/env';
import { createDeps } from './create-deps';
import { DEMO_LOGIN, seedDemo } from './db/seed';
import { connectRedis, RedisUnavailableError } from './integrations/redis/redis-connection';
import { systemClock } from './lib/clock';
import { JobLock } from './lib/job-lock';
import { standardOutputLog } from './lib/log-destination';

/** A wrong environment or an unreachable Redis: the message alone, and exit. */
function exitOnStartupProblem(error: unknown): never {
  if (error instanceof ConfigError || error instanceof RedisUnavailableError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

async function main(): Promise<void> {
  const { config, database, applied }: BootedConfig = await bootConfig().catch(exitOnStartupProblem);
  const destination = standardOutputLog();
  const log = pino({ level: config.logLevel }, destination);
  if (applied.length) log.info({ applied }, 'migrations applied');
  const redis = config.redisUrl
    ? await connectRedis(config.redisUrl, config.redisKeyPrefix, log).catch(exitOnStartupProblem)
    : undefined;

  // Copies starting together on one new database: one of them seeds, the others skip.
  await new JobLock(database.db, systemClock, 'startup-seed', 60_000).runExclusive(async () => {
    if (!(await new UsersRepository(database.db).hasAny())) {
      await seedDemo(database.db, { now: new Date(), passwordHashCost: config.passwordHashCost });
      log.info('new database: demo creator seeded');
    }
    if (config.payments.provider === 'simulator') {
      await seedDemoPaymentConnection(database.db, { now: new Date(), encryptionKey: config.encryptionKey });
    }
    await seedDemoMusic(database.db, {
      provider: config.music.provider,
      now: new Date(),
      encryptionKey: config.encryptionKey,
      publicUrl: config.publicUrl,
    });
  });

  const deps = createDeps(config, database, { log, redis });
  try {
    await deps.storage.check();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  if (config.payments.provider === 'simulator') {
    // Through the real checkout and payment sync, once across copies starting together.
    await new JobLock(database.db, systemClock, 'startup-demo-donations', 60_000).runExclusive(async () => {
      const donated = await seedDemoDonations(deps);
      if (donated) log.info({ donations: donated }, 'demo goal: simulated donations approved');
      const supporters = await seedDemoMonthly(deps);
      if (supporters) log.info({ supporters }, 'demo monthly support: simulated supporters');
    });
  }
  const app = await buildApp(deps, {
    logger: { ...loggerOptions(config.logLevel), stream: destination },
    logRequestsSample: config.logRequestsSample,
    backgroundJobs: true,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    // The HTTP cache purges already started go out before the bus and the database close.
    await deps.pagePurges.settled();
    await deps.passwordHasher.close();
    await deps.bus.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  deps.tracking.warmUp();
  await app.listen({ port: config.port, host: config.host });
  const demo = await new UsersRepository(database.db).findByUsername('demo');
  const lines = [
    '',
    `  Enlazá está corriendo en ${config.publicUrl}`,
    `  Base de datos: ${database.dialect === 'sqlite' ? `SQLite en ${config.dataDir}` : 'PostgreSQL'}`,
  ];
  if (redis) lines.push('  Estado compartido entre copias: Redis');
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
