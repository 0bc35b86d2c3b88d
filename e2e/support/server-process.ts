import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  url: string;
  dataDir: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * The production server (compiled server and built web app, embedded SQLite in a fresh temp
 * DATA_DIR) on a free loopback port; resolves once /api/health answers. Used by the browser
 * journeys and the benchmark, after `npm run build`. Its standard output and error go to a file beside
 * the data folder, as a deployment's go to journald or a file: read back only if it fails to start. Piped
 * into this process, every line cost the caller (a bench's load generator, a journey's worker) CPU on
 * the cores the server shares with it, and a server logging every answer slowed down with it (issue 38).
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { fileLimit?: number } = {},
): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-server-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = `${dataDir}.log`;
  const output = fs.openSync(logFile, 'a');
  const removeFiles = () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(logFile, { force: true });
  };
  // With `fileLimit` the server runs under a shell that raises its open-files limit first, as a
  // deployment's unit or container does (`ulimit -n`; exec keeps the process id).
  const [command, args] = options.fileLimit
    ? [
        '/bin/sh',
        [
          '-c',
          `ulimit -n ${options.fileLimit} && exec "$0" "$@"`,
          process.execPath,
          'apps/server/dist/server.js',
        ],
      ]
    : [process.execPath, ['apps/server/dist/server.js']];
  const child: ChildProcess = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', output, output],
  });
  fs.closeSync(output);

  const deadline = Date.now() + 60_000;
  for (;;) {
    const failure =
      child.exitCode !== null ? 'exited early' : Date.now() > deadline ? 'did not become healthy' : null;
    if (failure) {
      const printed = fs.readFileSync(logFile, 'utf8');
      child.kill('SIGKILL');
      removeFiles();
      throw new Error(`server ${failure}:\n${printed}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    pid: child.pid ?? 0,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      removeFiles();
    },
  };
}

/**
 * The server the browser journeys use: the production build with passwords hashed at the integration
 * tests' low cost (scrypt N=2^10), since a journey proves what a browser does, not how long a hash
 * takes; the benchmark keeps the production cost (startServer).
 */
export function startJourneyServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  return startServer({ PASSWORD_HASH_COST: '10', ...env });
}
