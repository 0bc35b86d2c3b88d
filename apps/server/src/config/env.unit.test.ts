import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  configError,
  TEST_ENCRYPTION_KEY as KEY,
  removeTempDataDirs,
  TEST_VISITOR_SALT as SALT,
  tempDataDir as tempDir,
} from '../../test/config-env';
import { loadConfig } from './env';

afterEach(removeTempDataDirs);

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    // Secrets given, so nothing is written into ./data of the working directory.
    const config = loadConfig({ ENCRYPTION_KEY: KEY, VISITOR_SALT_SECRET: SALT });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    // scrypt N = 2^17 with r=8, p=1: the OWASP recommendation.
    expect(config.passwordHashCost).toBe(17);
    expect(config.env).toBe('development');
    expect(config.trustProxy).toBe(false);
    expect(config.features).toEqual({ donationsScreen: false, analyticsScreen: false });
  });

  it('reads the values it is given', () => {
    const dataDir = tempDir();
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://user@db:5432/enlaza',
      PUBLIC_URL: 'https://enlaza.ar/',
      PASSWORD_HASH_COST: '15',
      TRUST_PROXY: 'true',
      FEATURE_DONATIONS_SCREEN: '1',
      ENCRYPTION_KEY: KEY,
      VISITOR_SALT_SECRET: SALT,
    });
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(dataDir);
    expect(config.databaseUrl).toBe('postgres://user@db:5432/enlaza');
    expect(config.publicUrl).toBe('https://enlaza.ar');
    expect(config.passwordHashCost).toBe(15);
    expect(config.trustProxy).toBe(true);
    expect(config.features).toEqual({ donationsScreen: true, analyticsScreen: false });
  });

  it('trusts only the hops a proxy appended with TRUST_PROXY_HOPS (behind Varnish: the last one)', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '1' });
    const trust = config.trustProxy;
    if (typeof trust !== 'function') throw new Error('expected a trust function');
    // proxy-addr asks from the socket outwards: the proxy itself (hop 0) yes, what it was told no.
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('198.51.100.99', 1)).toBe(false);
    expect(configError({ DATA_DIR: tempDir(), TRUST_PROXY_HOPS: 'muchos' }).message).toContain(
      'TRUST_PROXY_HOPS',
    );
  });

  it('lists every problem at once', () => {
    const error = configError({
      PORT: 'tres mil',
      DATABASE_URL: 'mysql://localhost/enlaza',
      DATA_DIR: tempDir(),
    });
    expect(error.problems).toHaveLength(2);
    expect(error.problems.some((p) => p.startsWith('PORT:'))).toBe(true);
    expect(error.problems).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    expect(error.message).toContain('Configuración inválida');
    expect(error.message).toContain('PORT');
    expect(error.message).toContain('DATABASE_URL');
  });

  it('uses the music simulator without Spotify credentials, and Spotify with both', () => {
    const base = { DATA_DIR: tempDir(), ENCRYPTION_KEY: KEY, VISITOR_SALT_SECRET: SALT };
    expect(loadConfig(base).music).toEqual({
      provider: 'simulator',
      clientId: '',
      clientSecret: '',
      accountsUrl: 'https://accounts.spotify.com',
      apiUrl: 'https://api.spotify.com',
    });
    expect(
      loadConfig({
        ...base,
        SPOTIFY_CLIENT_ID: ' id ',
        SPOTIFY_CLIENT_SECRET: 'secreto',
        SPOTIFY_ACCOUNTS_URL: 'http://127.0.0.1:9000/',
        SPOTIFY_API_URL: 'http://127.0.0.1:9001',
      }).music,
    ).toEqual({
      provider: 'spotify',
      clientId: 'id',
      clientSecret: 'secreto',
      accountsUrl: 'http://127.0.0.1:9000',
      apiUrl: 'http://127.0.0.1:9001',
    });
    expect(configError({ ...base, SPOTIFY_CLIENT_ID: 'id' }).problems).toEqual([
      'SPOTIFY_CLIENT_SECRET: required when SPOTIFY_CLIENT_ID is set',
    ]);
    expect(configError({ ...base, SPOTIFY_CLIENT_SECRET: 's' }).problems).toEqual([
      'SPOTIFY_CLIENT_ID: required when SPOTIFY_CLIENT_SECRET is set',
    ]);
    expect(configError({ ...base, SPOTIFY_API_URL: 'no es una url' }).problems[0]).toMatch(
      /^SPOTIFY_API_URL:/,
    );
  });

  it('stores uploads on local disk without S3_*, in the bucket with all of it, and refuses half of it', () => {
    const base = { DATA_DIR: tempDir(), ENCRYPTION_KEY: KEY, VISITOR_SALT_SECRET: SALT };
    expect(loadConfig(base).s3).toBeUndefined();
    const s3 = {
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_BUCKET: ' enlaza ',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'clave',
      S3_SECRET_ACCESS_KEY: 'secreto',
      S3_FORCE_PATH_STYLE: 'true',
    };
    expect(loadConfig({ ...base, ...s3 }).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'enlaza',
      region: 'us-east-1',
      accessKeyId: 'clave',
      secretAccessKey: 'secreto',
      forcePathStyle: true,
    });
    // AWS S3 itself needs no endpoint; virtual-host addressing is the default.
    expect(loadConfig({ ...base, ...s3, S3_ENDPOINT: '', S3_FORCE_PATH_STYLE: '' }).s3).toMatchObject({
      endpoint: undefined,
      forcePathStyle: false,
    });
    expect(
      configError({ ...base, S3_BUCKET: 'enlaza', S3_SECRET_ACCESS_KEY: 'secreto' }).problems.map(
        (p) => p.split(':')[0],
      ),
    ).toEqual(['S3_REGION', 'S3_ACCESS_KEY_ID']);
    expect(configError({ ...base, S3_ENDPOINT: 'http://127.0.0.1:9000' }).problems[0]).toBe(
      'S3_BUCKET: required with S3 storage (set S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY together, or none of them)',
    );
    expect(configError({ ...base, ...s3, S3_ENDPOINT: 'ftp://almacen' }).problems[0]).toMatch(
      /^S3_ENDPOINT:/,
    );
  });

  it.each([
    ['PORT', '70000'],
    ['PASSWORD_HASH_COST', '8'],
    ['ENCRYPTION_KEY', 'corta'],
    ['VISITOR_SALT_SECRET', 'corta'],
    ['SMTP_URL', 'http://mail'],
    ['PUBLIC_URL', 'no es una url'],
    ['LOG_LEVEL', 'verbose'],
  ])('rejects %s=%s', (name, value) => {
    const error = configError({ DATA_DIR: tempDir(), [name]: value });
    expect(error.problems.map((p) => p.split(':')[0])).toEqual([name]);
  });
});

describe('secrets', () => {
  it('generates them into DATA_DIR/secrets.json when absent and reuses them on the next load', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'secrets.json');
    expect(fs.existsSync(file)).toBe(true);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first.encryptionKey).toHaveLength(32);
    expect(first.visitorSaltSecret.length).toBeGreaterThanOrEqual(16);

    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.encryptionKey.equals(first.encryptionKey)).toBe(true);
    expect(second.visitorSaltSecret).toBe(first.visitorSaltSecret);

    const other = loadConfig({ DATA_DIR: tempDir() });
    expect(other.encryptionKey.equals(first.encryptionKey)).toBe(false);
  });

  it('lets secrets given in the environment win over stored ones', () => {
    const dataDir = tempDir();
    const generated = loadConfig({ DATA_DIR: dataDir });
    const given = loadConfig({ DATA_DIR: dataDir, ENCRYPTION_KEY: KEY, VISITOR_SALT_SECRET: SALT });
    expect(given.encryptionKey.toString('hex')).toBe(KEY);
    expect(given.visitorSaltSecret).toBe(SALT);
    // The stored ones are kept for when the environment stops giving them.
    const again = loadConfig({ DATA_DIR: dataDir });
    expect(again.encryptionKey.equals(generated.encryptionKey)).toBe(true);
  });

  it('writes nothing when both secrets are given', () => {
    const dataDir = tempDir();
    loadConfig({ DATA_DIR: dataDir, ENCRYPTION_KEY: KEY, VISITOR_SALT_SECRET: SALT });
    expect(fs.existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
  });

  it('stores only the secret that was not given', () => {
    const dataDir = tempDir();
    loadConfig({ DATA_DIR: dataDir, ENCRYPTION_KEY: KEY });
    const stored = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
    expect(stored.encryptionKey).toBeUndefined();
    expect(typeof stored.visitorSaltSecret).toBe('string');
  });
});

describe('several copies', () => {
  it('reads REDIS_URL and the live stream limits, with the embedded defaults when absent', () => {
    const dataDir = tempDir();
    const plain = loadConfig({ DATA_DIR: dataDir });
    expect(plain.redisUrl).toBeUndefined();
    expect(plain.live).toEqual({ maxConnections: 10_000, maxPerIp: 5 });
    expect(plain.reconcileEveryMs).toBe(60_000);
    const shared = loadConfig({
      DATA_DIR: dataDir,
      REDIS_URL: 'redis://cache.internal:6379/0',
      LIVE_MAX_CONNECTIONS: '2000',
      LIVE_MAX_PER_IP: '3',
      RECONCILE_INTERVAL_SECONDS: '30',
    });
    expect(shared.redisUrl).toBe('redis://cache.internal:6379/0');
    expect(shared.live).toEqual({ maxConnections: 2000, maxPerIp: 3 });
    expect(shared.reconcileEveryMs).toBe(30_000);
  });

  it('refuses a REDIS_URL that is not redis:// or rediss://', () => {
    const error = configError({ DATA_DIR: tempDir(), REDIS_URL: 'http://cache:6379' });
    expect(error.problems).toEqual(['REDIS_URL: must be a redis:// or rediss:// URL']);
  });

  it('takes stored secrets (the database’s) without reading or writing DATA_DIR, env still winning', () => {
    const dataDir = tempDir();
    const stored = { encryptionKey: 'cd'.repeat(32), visitorSaltSecret: 'sal-guardada-en-la-base' };
    const config = loadConfig({ DATA_DIR: dataDir }, { storedSecrets: stored });
    expect(config.encryptionKey.toString('hex')).toBe(stored.encryptionKey);
    expect(config.visitorSaltSecret).toBe(stored.visitorSaltSecret);
    expect(fs.existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
    const given = loadConfig({ DATA_DIR: dataDir, ENCRYPTION_KEY: KEY }, { storedSecrets: stored });
    expect(given.encryptionKey.toString('hex')).toBe(KEY);
    expect(given.visitorSaltSecret).toBe(stored.visitorSaltSecret);
  });
});

describe('shared caches (issue 23)', () => {
  it('reads PUBLIC_CACHE_SECONDS, 60 by default, and refuses what is not a whole number of seconds', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).publicCacheSeconds).toBe(60);
    expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_CACHE_SECONDS: '300' }).publicCacheSeconds).toBe(300);
    expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_CACHE_SECONDS: '' }).publicCacheSeconds).toBe(60);
    const error = configError({ DATA_DIR: tempDir(), PUBLIC_CACHE_SECONDS: '-1' });
    expect(error.problems[0]).toMatch(/^PUBLIC_CACHE_SECONDS: /);
  });
});
