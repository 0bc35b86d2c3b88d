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

function problems(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

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
    expect(problems({ ...base(), PAGE_CACHE: 'varnish' })).toEqual([
      expect.stringMatching(/^CACHE_PURGE_URLS: required/),
    ]);
    expect(problems({ ...base(), PAGE_CACHE: 'varnish', CACHE_PURGE_URLS: 'ftp://x,nodo' })).toHaveLength(2);
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
    expect(problems({ ...base(), PAGE_CACHE: 'cloudflare', CLOUDFLARE_ZONE_ID: 'zona' })).toEqual([
      'CLOUDFLARE_API_TOKEN: required with PAGE_CACHE=cloudflare',
    ]);
    expect(problems({ ...base(), PAGE_CACHE: 'fastly' })).toEqual([expect.stringMatching(/^PAGE_CACHE:/)]);
  });
});
