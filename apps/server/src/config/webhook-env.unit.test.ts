import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

const dirs: string[] = [];
const base = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-env-'));
  dirs.push(dir);
  return {
    DATA_DIR: dir,
    ENCRYPTION_KEY: 'ab'.repeat(32),
    VISITOR_SALT_SECRET: 'sal-de-visitantes-de-prueba',
  };
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('WEBHOOK_LOCAL_HOSTS (issue 37)', () => {
  it('allows no local host by default', () => {
    expect(loadConfig(base()).webhookLocalHosts).toEqual([]);
    expect(loadConfig({ ...base(), NODE_ENV: 'production' }).webhookLocalHosts).toEqual([]);
  });

  it('reads the named hosts, trimmed and in lower case, outside production', () => {
    const config = loadConfig({
      ...base(),
      NODE_ENV: 'test',
      WEBHOOK_LOCAL_HOSTS: ' Receiver.Test , localhost. ,',
    });
    expect(config.webhookLocalHosts).toEqual(['receiver.test', 'localhost']);
  });

  it('refuses them in production', () => {
    let problems: string[] = [];
    try {
      loadConfig({ ...base(), NODE_ENV: 'production', WEBHOOK_LOCAL_HOSTS: 'localhost' });
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems = error.problems;
    }
    expect(problems).toEqual([expect.stringMatching(/^WEBHOOK_LOCAL_HOSTS: not allowed in production/)]);
  });
});
