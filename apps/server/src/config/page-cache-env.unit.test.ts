import { afterEach, describe, expect, it } from 'vitest';
import { loadableEnv as base, configError, removeTempDataDirs } from '../../test/config-env';
import { loadConfig } from './env';

afterEach(removeTempDataDirs);

describe('PAGE_CACHE (issue 23)', () => {
  it('purges nothing by default', () => {
    expect(loadConfig(base()).pageCache).toEqual({ kind: 'none' });
  });

  it('reads each Varnish node, trimmed, without a trailing slash', () => {
    const config = loadConfig({
      ...base(),
      PAGE_CACHE: 'varnish',
      CACHE_PURGE_URLS: ' http://10.0.0.5:6081/ , http://10.0.0.6:6081',
    });
    expect(config.pageCache).toEqual({
      kind: 'varnish',
      purgeUrls: ['http://10.0.0.5:6081', 'http://10.0.0.6:6081'],
    });
  });

  it('refuses Varnish without nodes, or with a node that is not http(s)', () => {
    expect(configError({ ...base(), PAGE_CACHE: 'varnish' }).problems).toEqual([
      expect.stringMatching(/^CACHE_PURGE_URLS: required/),
    ]);
    expect(
      configError({ ...base(), PAGE_CACHE: 'varnish', CACHE_PURGE_URLS: 'ftp://x,nodo' }).problems,
    ).toHaveLength(2);
  });

  it('reads the Cloudflare zone and token, and refuses either missing', () => {
    const config = loadConfig({
      ...base(),
      PAGE_CACHE: 'cloudflare',
      CLOUDFLARE_ZONE_ID: 'zona',
      CLOUDFLARE_API_TOKEN: 'ficha',
    });
    expect(config.pageCache).toEqual({
      kind: 'cloudflare',
      zoneId: 'zona',
      apiToken: 'ficha',
      apiUrl: 'https://api.cloudflare.com/client/v4',
    });
    expect(configError({ ...base(), PAGE_CACHE: 'cloudflare', CLOUDFLARE_ZONE_ID: 'zona' }).problems).toEqual(
      ['CLOUDFLARE_API_TOKEN: required with PAGE_CACHE=cloudflare'],
    );
    expect(configError({ ...base(), PAGE_CACHE: 'fastly' }).problems).toEqual([
      expect.stringMatching(/^PAGE_CACHE:/),
    ]);
  });
});
