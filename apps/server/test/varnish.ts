import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Debian's varnish puts varnishd here; VARNISHD names another. */
export const VARNISHD = process.env.VARNISHD ?? '/usr/sbin/varnishd';

export const DEPLOY_VCL = path.resolve(import.meta.dirname, '../../../deploy/varnish/default.vcl');

export function varnishInstalled(): boolean {
  try {
    fs.accessSync(VARNISHD, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export interface RunningVarnish {
  /** http://127.0.0.1:<port>: the cache's address, as visitors reach it. */
  url: string;
  /** The VCL it runs: the deployment's, with these copies as backends and purgers. */
  vcl: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * deploy/varnish/default.vcl with its "BEGIN copies … END copies" block written for these copies
 * (http://host:port each): one backend per copy, round robin, purges allowed from 127.0.0.1.
 */
export function vclFor(copyUrls: string[], source = fs.readFileSync(DEPLOY_VCL, 'utf8')): string {
  const begin = source.indexOf('# BEGIN copies');
  const end = source.indexOf('# END copies');
  if (begin < 0 || end < begin) throw new Error('deploy VCL has no "BEGIN copies … END copies" block');
  const backends = copyUrls.map((url, i) => {
    const { hostname, port } = new URL(url);
    return `backend copy${i} {\n  .host = "${hostname}";\n  .port = "${port}";\n}`;
  });
  const block = [
    '# BEGIN copies',
    ...backends,
    'acl purgers {\n  "127.0.0.1";\n}',
    'sub vcl_init {',
    '  new copies = directors.round_robin();',
    ...copyUrls.map((_, i) => `  copies.add_backend(copy${i});`),
    '}',
    '',
  ].join('\n');
  return source.slice(0, begin) + block + source.slice(end);
}

async function waitAnswering(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`varnishd exited with ${child.exitCode}:\n${output()}`);
    try {
      await fetch(`${url}/api/health`);
      return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`varnishd did not start:\n${output()}`);
}

/**
 * Starts varnishd in the foreground (-F) in front of the copies, with a working folder of its own
 * (-n), a free port (-a), the deployment's VCL (-f) and 64 MB of memory storage. `-j none`: no
 * privilege separation, so it runs the same as root (CI) and as an ordinary user.
 */
export async function startVarnish(
  copyUrls: string[],
  options: { memory?: string; port?: number } = {},
): Promise<RunningVarnish> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-varnish-'));
  const vcl = vclFor(copyUrls);
  const vclPath = path.join(work, 'default.vcl');
  fs.writeFileSync(vclPath, vcl);
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    VARNISHD,
    [
      '-F',
      '-j',
      'none',
      '-n',
      path.join(work, 'n'),
      '-a',
      `127.0.0.1:${port}`,
      '-f',
      vclPath,
      '-s',
      `malloc,${options.memory ?? '64m'}`,
      // The copies answer within the suite's timings; a slow first render must not be a 503.
      '-p',
      'first_byte_timeout=30',
      '-p',
      'ban_lurker_sleep=0.01',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(work, { recursive: true, force: true });
  };
  try {
    await waitAnswering(url, child, () => out);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, vcl, stop };
}
