import { loadConfig } from '../config/env';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { changeAdminRole, type RoleChange } from '../modules/admin/admin-roles';

/** `npm run admin -- grant <email>` / `npm run admin -- revoke <email>` (issue 22). */
const USAGE = 'Uso: npm run admin -- grant <email> | revoke <email>';

const ANSWERS: Record<RoleChange, (email: string) => string> = {
  granted: (email) => `${email} ahora es operador de la consola (/admin).`,
  revoked: (email) => `${email} ya no es operador de la consola.`,
  unchanged: (email) => `${email} ya estaba así: no cambió nada.`,
  'unknown-email': (email) => `No hay ninguna cuenta con el email ${email}.`,
};

const [action, email] = process.argv.slice(2);
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
