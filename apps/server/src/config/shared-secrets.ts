import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { insertSecretsIfMissing, readSecrets } from './app-secrets.repository';
import { generateSecret, SECRET_NAMES, type Secrets } from './secrets';

/**
 * The deployment's generated secrets, kept in the database so every copy on it agrees with no
 * configuration. Each copy offers a fresh value and keeps whatever row exists (INSERT … ON CONFLICT
 * DO NOTHING, then read): the first insert wins, however many copies start at once.
 */
export async function loadOrCreateSharedSecrets(db: Kysely<DB>, now: Date): Promise<Secrets> {
  const createdAt = now.toISOString();
  await insertSecretsIfMissing(
    db,
    SECRET_NAMES.map((name) => ({ name, value: generateSecret(), created_at: createdAt })),
  );
  const rows = await readSecrets(db, SECRET_NAMES);
  const byName = new Map(rows.map((row) => [row.name, row.value]));
  const encryptionKey = byName.get('encryptionKey');
  const visitorSaltSecret = byName.get('visitorSaltSecret');
  if (!encryptionKey || !visitorSaltSecret) throw new Error('app_secrets: generated secrets missing');
  return { encryptionKey, visitorSaltSecret };
}
