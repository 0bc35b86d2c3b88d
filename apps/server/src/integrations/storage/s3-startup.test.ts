import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalS3 } from './testing/local-s3-server';

const serverDir = path.resolve(import.meta.dirname, '../../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-s3-start-'));

/** Runs the server (TypeScript, via tsx) until it exits; resolves with its exit code and output. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: path.join(work, 'data'),
        WEB_DIST_DIR: path.join(work, 'no-web'),
        PASSWORD_HASH_COST: '10',
        LOG_LEVEL: 'warn',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      output += d.toString();
    });
    // A server that did start is not what these tests expect: stop it and report what it said.
    const timer = setTimeout(() => child.kill('SIGTERM'), 45_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('starting with S3_*', () => {
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it('refuses a partial configuration, naming what is missing', async () => {
    const { code, output } = await startServer({ S3_BUCKET: 'enlaza', S3_REGION: 'us-east-1' });
    expect(code).toBe(1);
    expect(output).toContain('Configuración inválida');
    expect(output).toContain('S3_ACCESS_KEY_ID: required with S3 storage');
    expect(output).toContain('S3_SECRET_ACCESS_KEY: required with S3 storage');
  }, 60_000);

  it('exits with a clear message when the bucket cannot be reached', async () => {
    const s3 = await startLocalS3();
    const env = s3.env();
    await s3.stop();
    const { code, output } = await startServer(env);
    expect(code).toBe(1);
    expect(output).toMatch(/S3: no se pudo escribir en el bucket "enlaza-test" en http:\/\/127\.0\.0\.1:\d+/);
    expect(output).not.toContain(env.S3_SECRET_ACCESS_KEY ?? 'S3RVER-secret');
  }, 60_000);
});
