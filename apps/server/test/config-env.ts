import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config/env';

export const TEST_ENCRYPTION_KEY = 'ab'.repeat(32);
export const TEST_VISITOR_SALT = 'sal-de-visitantes-de-prueba';

const dataDirs: string[] = [];

/**
 * Removes the folders tempDataDir made: each file passes it to its own `afterEach` (the test files share
 * one module cache, so a hook registered here would run for the first file only).
 */
export function removeTempDataDirs(): void {
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** A fresh DATA_DIR, removed by removeTempDataDirs. */
export function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-env-'));
  dataDirs.push(dir);
  return dir;
}

/** Settings that load: both secrets given, so nothing is written into ./data, and a fresh DATA_DIR. */
export function loadableEnv(): NodeJS.ProcessEnv {
  return {
    DATA_DIR: tempDataDir(),
    ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
    VISITOR_SALT_SECRET: TEST_VISITOR_SALT,
  };
}

/** The ConfigError these settings raise (fails the test if they load). */
export function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}
