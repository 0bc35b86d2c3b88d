import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSchema, type TestSchema, whileMigrating } from '../../test/pg-schemas';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app';
import { bootConfig } from './boot-config';
import { loadOrCreateSharedSecrets } from './shared-secrets';

describe('secrets shared through the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates them once however many copies ask at the same time, and every copy reads the same', async () => {
    const now = new Date('2025-07-01T12:00:00Z');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => loadOrCreateSharedSecrets(t.database.db, now)),
    );
    const first = answers[0];
    expect(first?.encryptionKey).toMatch(/^[0-9a-f]{64}$/);
    expect(first?.visitorSaltSecret).toMatch(/^[0-9a-f]{64}$/);
    for (const answer of answers) expect(answer).toEqual(first);
    expect(await loadOrCreateSharedSecrets(t.database.db, new Date())).toEqual(first);
  });
});

describe.runIf(testDialect() === 'postgres')('bootConfig with DATABASE_URL', () => {
  const url = process.env.TEST_DATABASE_URL ?? '';
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-copy-')));
  let schema: TestSchema;
  let withSchema = '';

  beforeAll(async () => {
    schema = await createTestSchema(url, 't_secrets');
    withSchema = schema.url;
  });
  afterAll(async () => {
    await schema?.drop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('gives copies with different DATA_DIRs the same generated secrets and writes none to disk', async () => {
    const booted = await whileMigrating(url, () =>
      Promise.all(
        dirs.map((dir) => bootConfig({ DATA_DIR: dir, DATABASE_URL: withSchema, NODE_ENV: 'test' })),
      ),
    );
    const [a, b] = booted.map((boot) => boot.config);
    expect(a?.encryptionKey.equals(b?.encryptionKey ?? Buffer.alloc(0))).toBe(true);
    expect(a?.visitorSaltSecret).toBe(b?.visitorSaltSecret);
    expect(a?.payments.webhookSecret).toBe(b?.payments.webhookSecret);
    for (const dir of dirs) expect(fs.existsSync(path.join(dir, 'secrets.json'))).toBe(false);

    const salt = 'sal-de-la-variable-de-entorno';
    const overridden = await whileMigrating(url, () =>
      bootConfig({ DATA_DIR: dirs[0], DATABASE_URL: withSchema, VISITOR_SALT_SECRET: salt }),
    );
    expect(overridden.config.visitorSaltSecret).toBe(salt);
    expect(overridden.config.encryptionKey.equals(a?.encryptionKey ?? Buffer.alloc(0))).toBe(true);
    await Promise.all([...booted, overridden].map((boot) => boot.database.close()));
  });
});
