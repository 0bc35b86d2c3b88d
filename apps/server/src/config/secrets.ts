import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

interface Secrets {
  encryptionKey: string;
  visitorSaltSecret: string;
}

/**
 * Secrets given in the environment win; otherwise they are generated once and kept in
 * DATA_DIR/secrets.json (mode 0600), so the embedded default needs no setup and survives restarts.
 */
export function loadOrCreateSecrets(dataDir: string, given: Partial<Record<keyof Secrets, string>>): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
  const secrets: Secrets = {
    encryptionKey: given.encryptionKey ?? stored.encryptionKey ?? randomBytes(32).toString('hex'),
    visitorSaltSecret: given.visitorSaltSecret ?? stored.visitorSaltSecret ?? randomBytes(32).toString('hex'),
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
