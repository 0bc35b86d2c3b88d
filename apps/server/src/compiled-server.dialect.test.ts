import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');

/** The production start: the server compiled to JavaScript and run by plain node, no tsx. */
describe('the compiled server', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-compiled-'));
  const outdir = path.join(serverDir, 'dist', `test-${process.pid}`);
  let child: ChildProcess | undefined;
  let url = '';

  beforeAll(async () => {
    execFileSync(process.execPath, ['build.mjs', '--outdir', outdir], { cwd: serverDir, stdio: 'pipe' });
    const port = 20_000 + (process.pid % 20_000);
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [path.join(outdir, 'server.js')], {
      cwd: work,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: path.join(work, 'data'),
        WEB_DIST_DIR: path.join(work, 'no-web'),
        PASSWORD_HASH_COST: '10',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`compiled server exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${url}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('compiled server did not start');
  }, 60_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child?.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(outdir, { recursive: true, force: true });
  });

  it('ships its password worker beside the bundle, with packages/shared compiled in', () => {
    expect(fs.existsSync(path.join(outdir, 'server.js'))).toBe(true);
    expect(fs.existsSync(path.join(outdir, 'password-worker.js'))).toBe(true);
    const bundle = fs.readFileSync(path.join(outdir, 'server.js'), 'utf8');
    expect(bundle).not.toMatch(/from ["']@enlaza\/shared/);
  });

  it('starts without tsx, migrates, seeds the demo and hashes logins on its worker threads', async () => {
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@enlaza.ar', password: 'demo1234' }),
    });
    expect(login.status).toBe(200);
    const wrong = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@enlaza.ar', password: 'otra-clave' }),
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: 'Email o contraseña incorrectos' });
  });
});
