import type { Config } from '../../src/config/env';
import { loadConfig } from '../../src/config/env';

/** A test configuration read once (simulators everywhere, fixed keys, nothing written to disk). */
let config: Config | undefined;

export function unitConfig(): Config {
  config ??= loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: '/nonexistent-unit',
    },
    { storedSecrets: { encryptionKey: 'ab'.repeat(32), visitorSaltSecret: 'cd'.repeat(32) } },
  );
  return config;
}
