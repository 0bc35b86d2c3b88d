import { afterEach, describe, expect, it } from 'vitest';
import { loadableEnv as base, configError, removeTempDataDirs } from '../../test/config-env';
import { loadConfig } from './env';

afterEach(removeTempDataDirs);

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
    const { problems } = configError({ ...base(), NODE_ENV: 'production', WEBHOOK_LOCAL_HOSTS: 'localhost' });
    expect(problems).toEqual([expect.stringMatching(/^WEBHOOK_LOCAL_HOSTS: not allowed in production/)]);
  });
});
