import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface Secrets {
  encryptionKey: string;
  visitorSaltSecret: string;
}

export type GivenSecrets = Partial<Record<keyof Secrets, string>>;

export const SECRET_NAMES = [
  'encryptionKey',
  'visitorSaltSecret',
] as const satisfies readonly (keyof Secrets)[];

export function generateSecret(): string {
  return randomBytes(32).toString('hex');
}

/** Secrets given in the environment win over stored ones. */
export function withGiven(stored: Secrets, given: GivenSecrets): Secrets {
  return {
    encryptionKey: given.encryptionKey ?? stored.encryptionKey,
    visitorSaltSecret: given.visitorSaltSecret ?? stored.visitorSaltSecret,
  };
}

/**
 * Secrets given in the environment win; otherwise they are generated once and kept in
 * DATA_DIR/secrets.json (mode 0600), so the embedded default needs no setup and survives restarts.
 * Several copies on PostgreSQL keep them in the database instead (shared-secrets.ts).
 */
export function loadOrCreateSecrets(dataDir: string, given: GivenSecrets): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
  const secrets: Secrets = {
    encryptionKey: given.encryptionKey ?? stored.encryptionKey ?? generateSecret(),
    visitorSaltSecret: given.visitorSaltSecret ?? stored.visitorSaltSecret ?? generateSecret(),
  };
  const needsWrite =
    (!given.encryptionKey && !stored.encryptionKey) ||
    (!given.visitorSaltSecret && !stored.visitorSaltSecret);
  if (needsWrite) {
    fs.mkdirSync(dataDir, { recursive: true });
    const toStore: Partial<Secrets> = { ...stored };
    if (!given.encryptionKey) toStore.encryptionKey = secrets.encryptionKey;
    if (!given.visitorSaltSecret) toStore.visitorSaltSecret = secrets.visitorSaltSecret;
    fs.writeFileSync(file, JSON.stringify(toStore, null, 2), { mode: 0o600 });
  }
  return secrets;
}
