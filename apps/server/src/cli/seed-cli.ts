import { loadConfig } from '../config/env';
import { createDeps } from '../create-deps';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { DEMO_LOGIN, seedDemo } from '../db/seed';
import { seedDemoPaymentConnection } from './seed/demo-connection';
import { seedDemoDonations } from './seed/demo-donations';
import { seedDemoMonthly } from './seed/demo-monthly';
import { seedDemoMusic } from './seed/demo-music';

const config = loadConfig();
const database = createDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await migrateToLatest(database.db);
const created = await seedDemo(database.db, { now: new Date(), passwordHashCost: config.passwordHashCost });
if (config.payments.provider === 'simulator') {
  await seedDemoPaymentConnection(database.db, { now: new Date(), encryptionKey: config.encryptionKey });
  const deps = createDeps(config, database);
  await seedDemoDonations(deps);
  await seedDemoMonthly(deps);
  await deps.passwordHasher.close();
}
await seedDemoMusic(database.db, {
  provider: config.music.provider,
  now: new Date(),
  encryptionKey: config.encryptionKey,
  publicUrl: config.publicUrl,
});
console.log(
  created
    ? `Creador demo creado: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`
    : `El creador demo "${DEMO_LOGIN.username}" ya existe.`,
);
await database.close();
