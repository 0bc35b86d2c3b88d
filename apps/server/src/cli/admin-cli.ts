import { loadConfig } from '../config/env';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { changeAdminRole, type RoleChange } from '../modules/admin/admin-roles';
import { runIndicesCli } from '../modules/indices/indices-cli';
import { runMonotributoCli } from '../modules/tax/monotributo-cli';

/**
 * `npm run admin -- grant <email>` / `npm run admin -- revoke <email>` (issue 22);
 * `npm run admin -- indices set <key> <YYYY-MM-DD> <value>` (issue 33, indices-cli.ts);
 * `npm run admin -- indices adjust --date YYYY-MM-DD` (issue 33, indices-adjust-cli.ts).
 * `npm run admin -- monotributo load <file.json>` (issue 36, monotributo-cli.ts).
 */
const USAGE =
  'Uso: npm run admin -- grant <email> | revoke <email> | indices set <clave> <AAAA-MM-DD> <valor>' +
  ' | indices adjust --date <AAAA-MM-DD> | monotributo load <archivo.json>';

const ANSWERS: Record<RoleChange, (email: string) => string> = {
  granted: (email) => `${email} ahora es operador de la consola (/admin).`,
  revoked: (email) => `${email} ya no es operador de la consola.`,
  unchanged: (email) => `${email} ya estaba así: no cambió nada.`,
  'unknown-email': (email) => `No hay ninguna cuenta con el email ${email}.`,
};

const [action, email] = process.argv.slice(2);
if (action === 'indices' && process.argv[3] === 'adjust') {
  // The whole app's wiring (loaded only for this command, so the others start fast): the adjustments
  // reach the provider with each creator's token.
  const { createDeps } = await import('../create-deps');
  const { runIndicesAdjust } = await import('./indices-adjust-cli');
  const config = loadConfig();
  const database = createDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db);
  const deps = createDeps(config, database);
  const answer = await runIndicesAdjust(deps, process.argv.slice(4));
  (answer.code === 0 ? console.log : console.error)(answer.text);
  await deps.passwordHasher.close();
  await database.close();
  process.exit(answer.code);
}
if (action === 'indices') process.exit(await runIndicesCli(process.argv.slice(3)));
if (action === 'monotributo') process.exit(await runMonotributoCli(process.argv.slice(3)));
if ((action !== 'grant' && action !== 'revoke') || !email) {
  console.error(USAGE);
  process.exit(2);
}
const config = loadConfig();
const database = createDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await migrateToLatest(database.db);
const outcome = await changeAdminRole(database.db, action, email, new Date());
await database.close();
if (outcome === 'unknown-email') {
  console.error(ANSWERS[outcome](email));
  process.exit(1);
}
console.log(ANSWERS[outcome](email));
